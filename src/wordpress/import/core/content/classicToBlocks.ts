import type { Block, ConvertContext } from './context'
import { htmlToBlocks } from './htmlToBlocks'
import { shortcodeBlock } from './shortcodeBlock'
import { splitShortcodes } from './shortcodes'
import { videoBlock } from './videoBlock'

/** A line holding nothing but an address: WordPress's auto-embed turns it into the player. */
const BARE_URL_LINE = /^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/

/**
 * Classic-editor content (no block markup): shortcodes become blocks (caption, gallery, contact
 * form, embed; others are kept as text and reported), a video address alone on its line becomes a
 * video, and WordPress's automatic paragraphs are applied to the rest.
 */
export function classicToBlocks(content: string, ctx: ConvertContext): Block[] {
  const placeholders: Block[] = []
  const place = (block: Block) => `\n\n<revela-block i="${placeholders.push(block) - 1}"></revela-block>\n\n`
  let html = ''
  for (const part of splitShortcodes(content)) {
    if (typeof part === 'string') {
      html += part
        .split('\n')
        .map((line) => {
          const url = BARE_URL_LINE.exec(line)?.[1]
          const video = url ? videoBlock(url, '') : null
          return video ? place(video) : line
        })
        .join('\n')
      continue
    }
    const block = shortcodeBlock(part, ctx)
    // An unknown shortcode stays as the text it was, as WordPress shows one whose plugin is gone.
    html += block ? place(block) : part.raw
  }
  return htmlToBlocks(html, ctx, { autop: true, placeholders })
}
