import type { ChildNode, Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'

import type { Block, ConvertContext } from './context'
import { hiddenShortcode } from './hiddenShortcode'
import { imageBlock } from './imageBlock'
import { keptHtml } from './keptHtml'
import { escapeHtml } from '@/lib/html'
import { isSafeHref } from '@/lib/safeHref'
import {
  type Align,
  FORMAT,
  type LexicalNode,
  heading,
  horizontalRule,
  isBlank,
  lineBreak,
  link,
  list,
  listItem,
  paragraph,
  quote,
  root,
  textNode,
} from '@/lib/lexical'
import { videoBlock } from './videoBlock'

/** Tags whose content is dropped with them: never text, never safe. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
])
const INLINE_FORMAT: Record<string, number> = {
  strong: FORMAT.bold,
  b: FORMAT.bold,
  em: FORMAT.italic,
  i: FORMAT.italic,
  u: FORMAT.underline,
  ins: FORMAT.underline,
  s: FORMAT.strikethrough,
  strike: FORMAT.strikethrough,
  del: FORMAT.strikethrough,
  code: FORMAT.code,
  kbd: FORMAT.code,
  sub: FORMAT.subscript,
  sup: FORMAT.superscript,
}
/** Elements kept whole, as sanitised HTML, since Revela has no block of their kind. */
const KEPT_AS_HTML = new Set(['table', 'dl', 'audio', 'video', 'details', 'svg'])

export type FlowOptions = {
  /** Classic content: WordPress adds paragraphs at display time (wpautop): a blank line ends one, a newline is a line break. */
  autop?: boolean
  /** Blocks standing for placeholder elements (<revela-block i="N">) put in the HTML by a caller. */
  placeholders?: Block[]
  /** Shortcodes kept hidden, standing for <revela-shortcode i="N"> (see classicToBlocks). */
  shortcodes?: string[]
}

/**
 * Turns a piece of post HTML into Revela blocks: running text, headings, lists and quotes gather
 * into rich-text blocks (Lexical), and each image, video or placeholder becomes its own block
 * where it stands. What has no block (tables, unknown markup) is kept as sanitised HTML.
 */
export function htmlToBlocks(html: string, ctx: ConvertContext, options: FlowOptions = {}): Block[] {
  const doc = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  const flow = new Flow(ctx, options)
  flow.children(doc.children, 0)
  return flow.finish()
}

class Flow {
  private blocks: Block[] = []
  private rich: LexicalNode[] = []
  private inline: LexicalNode[] = []
  private align: Align = ''

  constructor(
    private ctx: ConvertContext,
    private options: FlowOptions,
  ) {}

  finish(): Block[] {
    this.flushRich()
    return this.blocks
  }

  /** Top-level (flow) content. */
  children(nodes: ChildNode[], format: number) {
    for (const node of nodes) this.node(node, format)
  }

  private node(node: ChildNode, format: number) {
    if (node.type === 'text') return this.text(node.data, format)
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return
    const el = node as Element
    const name = el.name
    if (DROPPED.has(name)) return
    if (name === 'revela-block') return this.emit(this.options.placeholders?.[Number(el.attribs.i)])
    if (name === 'revela-shortcode')
      return void this.inline.push(hiddenShortcode(this.options.shortcodes?.[Number(el.attribs.i)] ?? ''))
    if (name in INLINE_FORMAT) return this.children(el.children, format | INLINE_FORMAT[name]!)
    switch (name) {
      case 'br':
        return void this.inline.push(lineBreak())
      case 'a':
        return this.anchor(el, format)
      case 'img':
        return this.emit(imageBlock(el, null, null, this.ctx))
      case 'iframe':
        return this.emit(videoBlock(el.attribs.src ?? '', '') ?? this.html(el))
      case 'p':
      case 'div':
      case 'section':
      case 'article':
      case 'main':
      case 'center':
      case 'address':
        return this.container(el, format)
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return this.heading(el, Number(name[1]))
      case 'ul':
      case 'ol':
        this.flushParagraph()
        return void this.rich.push(this.list(el))
      case 'blockquote':
        return this.quote(el)
      case 'hr':
        this.flushParagraph()
        return void this.rich.push(horizontalRule())
      case 'pre':
        this.flushParagraph()
        this.preformatted(el)
        return this.flushParagraph()
      case 'figure':
        return this.figure(el)
      default:
        if (KEPT_AS_HTML.has(name)) return this.emit(this.html(el))
        // span, font, small, label… and unknown tags: their content, inline.
        return this.children(el.children, format)
    }
  }

  private text(data: string, format: number) {
    if (!this.options.autop) {
      const collapsed = data.replace(/\s+/g, ' ')
      if (collapsed.trim() || this.inline.length) this.pushText(collapsed, format)
      return
    }
    // wpautop: a blank line closes the paragraph, a single newline is a line break.
    const paragraphs = data.split(/\n[ \t]*\n\s*/)
    paragraphs.forEach((chunk, p) => {
      if (p > 0) this.flushParagraph()
      chunk.split('\n').forEach((line, l) => {
        if (l > 0 && this.inline.length && !isBlank(this.inline)) this.inline.push(lineBreak())
        const collapsed = line.replace(/[ \t\r]+/g, ' ')
        if (collapsed.trim() || (this.inline.length && collapsed)) this.pushText(collapsed, format)
      })
    })
  }

  private pushText(text: string, format: number) {
    const last = this.inline[this.inline.length - 1]
    if (last?.type === 'text' && last.format === format) last.text = `${last.text as string}${text}`
    else this.inline.push(textNode(text, format))
  }

  private anchor(el: Element, format: number) {
    const img = el.children.find((c): c is Element => c.type === 'tag' && c.name === 'img')
    if (img) return this.emit(imageBlock(img, el.attribs.href ?? null, null, this.ctx))
    const href = this.ctx.href(el.attribs.href ?? '')
    // Only web, mail and phone links and the site's own paths: javascript: is dropped however spelled.
    if (!href || !isSafeHref(href)) return this.children(el.children, format)
    const inner = new Flow(this.ctx, { ...this.options, autop: false })
    inner.children(el.children, format)
    this.inline.push(link(href, inner.inline, el.attribs.target === '_blank'))
  }

  private container(el: Element, format: number) {
    this.flushParagraph()
    const align = alignOf(el)
    const previous = this.align
    if (align) this.align = align
    this.children(el.children, format)
    this.flushParagraph()
    this.align = previous
  }

  private heading(el: Element, level: number) {
    this.flushParagraph()
    const inner = this.inlineOf(el)
    if (!isBlank(inner)) this.rich.push(heading(level, trimEdges(inner), alignOf(el)))
  }

  private quote(el: Element) {
    this.flushParagraph()
    // Lexical's quote holds one run of inline text: its paragraphs are joined by line breaks.
    const inner = new Flow(this.ctx, this.options)
    inner.children(el.children, 0)
    inner.flushParagraph()
    const lines: LexicalNode[] = []
    for (const node of inner.rich) {
      const children = (node.children as LexicalNode[] | undefined) ?? []
      if (lines.length) lines.push(lineBreak(), lineBreak())
      lines.push(...children)
    }
    if (!isBlank(lines)) this.rich.push(quote(lines))
    for (const block of inner.blocks) this.emit(block)
  }

  private list(el: Element): LexicalNode {
    const ordered = el.name === 'ol'
    const items: LexicalNode[] = []
    for (const li of el.children) {
      if (li.type !== 'tag' || li.name !== 'li') continue
      const nested = li.children.filter((c): c is Element => c.type === 'tag' && (c.name === 'ul' || c.name === 'ol'))
      const own = this.inlineOf({
        ...li,
        children: li.children.filter((c) => !nested.includes(c as Element)),
      } as Element)
      items.push(listItem(trimEdges(own), items.length + 1))
      // Lexical nests a list inside an item of its own.
      for (const sub of nested) items.push(listItem([this.list(sub)], items.length + 1))
    }
    const start = Number(el.attribs.start)
    return list(ordered, items, Number.isSafeInteger(start) && start > 0 ? start : 1)
  }

  private preformatted(el: Element) {
    const text = textOf(el)
    text.split('\n').forEach((line, i) => {
      if (i > 0) this.inline.push(lineBreak())
      if (line) this.inline.push(textNode(line, FORMAT.code))
    })
  }

  private figure(el: Element) {
    const img = findTag(el, 'img')
    const caption = findTag(el, 'figcaption')
    const captionText = caption ? textOf(caption).trim() : ''
    const iframe = findTag(el, 'iframe')
    if (img) {
      const a = findTag(el, 'a')
      return this.emit(imageBlock(img, a?.attribs.href ?? null, captionText, this.ctx))
    }
    if (iframe) return this.emit(videoBlock(iframe.attribs.src ?? '', captionText) ?? this.html(el))
    return this.emit(this.html(el))
  }

  /** The inline content of an element, as Lexical inline nodes. */
  private inlineOf(el: Element): LexicalNode[] {
    const inner = new Flow(this.ctx, { ...this.options, autop: false })
    inner.children(el.children, 0)
    // Block-level content inside (a paragraph in a list item) is flattened into lines.
    const nodes: LexicalNode[] = []
    for (const node of inner.rich) {
      if (nodes.length) nodes.push(lineBreak())
      nodes.push(...((node.children as LexicalNode[] | undefined) ?? []))
    }
    if (nodes.length && inner.inline.length) nodes.push(lineBreak())
    nodes.push(...inner.inline)
    for (const block of inner.blocks) this.emit(block)
    return nodes
  }

  private html(el: Element): Block | null {
    return keptHtml(outerHtml(el), this.ctx)
  }

  private flushParagraph() {
    if (!isBlank(this.inline)) this.rich.push(paragraph(trimEdges(this.inline), this.align))
    this.inline = []
  }

  private flushRich() {
    this.flushParagraph()
    if (this.rich.length) this.blocks.push({ blockType: 'richText', body: root(this.rich) })
    this.rich = []
  }

  /** A block of its own where it stands: the text before it is closed first. */
  private emit(block: Block | null | undefined) {
    if (!block) return
    this.flushRich()
    this.blocks.push(block)
  }
}

function alignOf(el: Element): Align {
  const style = el.attribs.style ?? ''
  const fromStyle = /text-align:\s*(left|center|right|justify)/i.exec(style)?.[1]
  const fromClass = /\b(?:has-text-align-|align)(left|center|right)\b/.exec(el.attribs.class ?? '')?.[1]
  return ((fromStyle ?? fromClass ?? el.attribs.align ?? '').toLowerCase() as Align) || ''
}

/** Drops the spaces and line breaks at either end of a run of inline nodes. */
function trimEdges(nodes: LexicalNode[]): LexicalNode[] {
  const out = [...nodes]
  while (out[0]?.type === 'linebreak') out.shift()
  while (out[out.length - 1]?.type === 'linebreak') out.pop()
  const first = out[0]
  if (first?.type === 'text') out[0] = { ...first, text: (first.text as string).replace(/^\s+/, '') }
  const last = out[out.length - 1]
  if (last?.type === 'text') out[out.length - 1] = { ...last, text: (last.text as string).replace(/\s+$/, '') }
  return out.filter((n) => n.type !== 'text' || n.text !== '')
}

export function findTag(el: Element, name: string): Element | null {
  for (const child of el.children) {
    if (child.type !== 'tag') continue
    const c = child as Element
    if (c.name === name) return c
    const deeper = findTag(c, name)
    if (deeper) return deeper
  }
  return null
}

export function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data
  if (node.type !== 'tag') return ''
  return (node as Element).children.map(textOf).join('')
}

/** The element written back as HTML (for sanitising; attribute values escaped). */
function outerHtml(el: ChildNode): string {
  if (el.type === 'text') return escapeHtml(el.data)
  if (el.type !== 'tag') return ''
  const e = el as Element
  const attrs = Object.entries(e.attribs)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('')
  return `<${e.name}${attrs}>${e.children.map(outerHtml).join('')}</${e.name}>`
}
