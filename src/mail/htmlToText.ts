import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'
import { mapTags } from '@/lib/htmlTags'

/**
 * A plain-text version of a simple HTML mail (Payload's own mails come as HTML only): paragraphs
 * and line breaks kept, links followed by their address when it is not their text.
 */
export function htmlToText(html: string): string {
  const hrefs: string[] = []
  const text = mapTags(html, (tag) => {
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase()
    if (name === 'br') return '\n'
    if (name === 'p' || name === 'div') return tag.startsWith('</') ? '\n\n' : ''
    if (name === 'a' && !tag.startsWith('</')) {
      hrefs.push(/\shref="([^"]*)"/i.exec(tag)?.[1] ?? '')
      return `\u0000${hrefs.length - 1}\u0002`
    }
    if (name === 'a') return '\u0001'
    return ''
  })
  return decodeHtmlEntities(
    text.replace(/\u0000(\d+)\u0002([^\u0000\u0001]*)\u0001/g, (_, index: string, label: string) => {
      const href = hrefs[Number(index)]!
      return href && decodeHtmlEntities(href) !== decodeHtmlEntities(label.trim()) ? `${label} (${href})` : label
    }),
  )
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
