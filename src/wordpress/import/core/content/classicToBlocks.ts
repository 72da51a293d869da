import type { Block, ConvertContext } from './context'
import { htmlToBlocks } from './htmlToBlocks'
import { shortcodeBlock } from './shortcodeBlock'
import { MAX_NESTING, type Shortcode, splitShortcodes } from './shortcodes'
import { videoBlock } from './videoBlock'

/** A line holding nothing but an address: WordPress's auto-embed turns it into the player. */
const BARE_URL_LINE = /^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/

type Part = string | Shortcode | { hidden: string }
type Todo = { part: Part; depth: number }

/**
 * Classic-editor content (no block markup): shortcodes become blocks (caption, gallery, contact
 * form, embed), a video address alone on its line becomes a video, and WordPress's automatic
 * paragraphs are applied to the rest (`autop`; block markup's own HTML has its paragraphs). A
 * shortcode with no block is never shown raw to a visitor: it is kept hidden where it stood, for
 * the editor (hiddenShortcode), and what an enclosing one wraps is read like the rest.
 */
export function classicToBlocks(content: string, ctx: ConvertContext, { autop = true } = {}): Block[] {
  const placeholders: Block[] = []
  const shortcodes: string[] = []
  const place = (block: Block) => `\n\n<revela-block i="${placeholders.push(block) - 1}"></revela-block>\n\n`
  const hide = (raw: string) => `<revela-shortcode i="${shortcodes.push(raw) - 1}"></revela-shortcode>`
  let html = ''
  // Parts still to read, the next one last: an enclosing shortcode's content is pushed in its place,
  // so nested shortcodes are read without recursion.
  const parts = (text: string, depth: number): Todo[] =>
    splitShortcodes(text)
      .reverse()
      .map((part) => ({ part, depth }))
  const todo = parts(content, 0)
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    const { part, depth } = next
    if (typeof part === 'string') html += bareVideos(part, place)
    else if ('hidden' in part) html += hide(part.hidden)
    else {
      const block = shortcodeBlock(part, ctx)
      if (block) html += place(block)
      else if (part.content === null || depth >= MAX_NESTING) html += hide(part.raw)
      else {
        const closing = `[/${part.name}]`
        html += hide(part.raw.slice(0, part.raw.length - part.content.length - closing.length))
        todo.push({ part: { hidden: closing }, depth }, ...parts(part.content, depth + 1))
      }
    }
  }
  return htmlToBlocks(html, ctx, { autop, placeholders, shortcodes })
}

/** Each line that is a video's address alone, as the player. */
function bareVideos(text: string, place: (block: Block) => string): string {
  return text
    .split('\n')
    .map((line) => {
      const url = BARE_URL_LINE.exec(line)?.[1]
      const video = url ? videoBlock(url, '') : null
      return video ? place(video) : line
    })
    .join('\n')
}
