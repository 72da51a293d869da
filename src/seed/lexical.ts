import type { Rich, RichBlock } from './content/types'

/**
 * Turns the seed's plain rich-text data into Lexical's serialised editor state, the format Payload
 * stores. Inline text understands **bold**, *italic* and [links](/ruta/), nothing more.
 */

type Node = Record<string, unknown>

const BOLD = 1
const ITALIC = 2

const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g

/** Splits a line into text, bold, italic and link nodes. */
export function inline(line: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text(line.slice(last, match.index)))
    const [, bold, italic, label, url] = match
    if (bold !== undefined) nodes.push(text(bold, BOLD))
    else if (italic !== undefined) nodes.push(text(italic, ITALIC))
    else if (label !== undefined && url !== undefined) {
      nodes.push(
        element('link', [text(label)], {
          version: 3,
          fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) },
        }),
      )
    }
    last = match.index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

function block(b: RichBlock): Node {
  if ('h2' in b) return element('heading', inline(b.h2), { tag: 'h2' })
  if ('h3' in b) return element('heading', inline(b.h3), { tag: 'h3' })
  if ('quote' in b) return element('quote', inline(b.quote))
  if ('ul' in b || 'ol' in b) {
    const ordered = 'ol' in b
    const items = ordered ? b.ol : (b as { ul: string[] }).ul
    return element(
      'list',
      items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
      { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start: 1 },
    )
  }
  return element('paragraph', inline(b.p), { textFormat: 0, textStyle: '' })
}

/** The editor state Payload's richText field stores. */
export function toLexical(rich: Rich) {
  return { root: element('root', rich.map(block)) } as unknown as {
    root: { type: string; children: { type: unknown; version: number }[]; direction: 'ltr'; format: ''; indent: number; version: number }
  }
}
