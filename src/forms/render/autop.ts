import { BLOCK_PLACEHOLDER } from './placeholders'

// The block-level elements CF7's wpcf7_autop knows (WordPress's list without select and input).
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)'
// PHP's \s without the u flag: ASCII whitespace only, so a no-break space is text, as in CF7.
const S = '[\\t\\n\\v\\f\\r ]'
const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags)
const BLOCK_TOKEN = BLOCK_PLACEHOLDER.source

/**
 * CF7's wpcf7_autop, the paragraphing of a form template: a blank line starts a paragraph (<p>),
 * a single line break becomes <br />, except next to block-level elements and around block tags
 * (tokens from placeholders.ts), which are never put in a paragraph. Text inside script, style and
 * textarea keeps its line breaks. WordPress's handling of <pre>, <object> and <blockquote> is left
 * out: the sanitiser drops those elements anyway.
 */
export function autop(input: string): string {
  if (input.trim() === '') return ''
  let text = `${input}\n`.replace(re(`<br />${S}*<br />`), '\n\n')
  // Space things out so that block elements and block tags end up in paragraphs of their own.
  text = text.replace(re(`(<${BLOCKS}[^>]*>)`), '\n$1').replace(re(`(</${BLOCKS}>)`), '$1\n\n')
  text = text.replace(re(BLOCK_TOKEN), '\n$&\n\n')
  text = text.replace(/\r\n?/g, '\n').replace(/\n\n+/g, '\n\n')

  text = text
    .split(re(`\\n${S}*\\n`))
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('')

  // Undo the paragraphs that wrap, or are cut by, a block element or a block tag.
  text = text
    .replace(/<p>([^<]+)<\/(div|address|form|fieldset)>/g, '<p>$1</p></$2>')
    .replace(re(`<p>${S}*</p>`), '')
    .replace(re(`<p>${S}*(</?${BLOCKS}[^>]*>)${S}*</p>`), '$1')
    .replace(/<p>(<li.+?)<\/p>/g, '$1')
    .replace(re(`<p>${S}*(</?${BLOCKS}[^>]*>)`), '$1')
    .replace(re(`(</?${BLOCKS}[^>]*>)${S}*</p>`), '$1')
    .replace(re(`<p>${S}*(${BLOCK_TOKEN})`), '$1')
    .replace(re(`(${BLOCK_TOKEN})${S}*</p>`), '$1')

  // Line breaks, except inside script, style and textarea, and before a block tag.
  text = text
    .replace(/<(script|style|textarea)[\s\S]*?<\/\1>/g, (element) => element.replace(/\n/g, '<WPPreserveNewline />'))
    .replace(re(`(?<!<br />)${S}*\\n`), '<br />\n')
    .replace(/<WPPreserveNewline \/>/g, '\n')
    .replace(re(`<br />\\n(${BLOCK_TOKEN})`), '\n$1')

  return text
    .replace(re(`(</?${BLOCKS}[^>]*>)${S}*<br />`), '$1')
    .replace(re(`<br />(${S}*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)`), '$1')
    .replace(/<br \/>(\n?)$/, '$1')
    .replace(/\n<\/p>(\n?)$/, '</p>$1')
}
