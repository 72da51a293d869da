/**
 * Builders for Lexical's serialised editor state, the format Payload keeps rich text in. Plain
 * data: the importer writes it straight into a richText field.
 */
export type LexicalNode = Record<string, unknown> & { type: string }

/** Lexical's text format bits. */
export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

export const textNode = (text: string, format = 0): LexicalNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const lineBreak = (): LexicalNode => ({ type: 'linebreak', version: 1 })

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export type Align = '' | 'left' | 'center' | 'right' | 'justify'

export const paragraph = (children: LexicalNode[], align: Align = ''): LexicalNode =>
  element('paragraph', children, { format: align, textFormat: 0, textStyle: '' })

export const heading = (level: number, children: LexicalNode[], align: Align = ''): LexicalNode =>
  element('heading', children, { tag: `h${Math.min(6, Math.max(1, level))}`, format: align })

export const quote = (children: LexicalNode[]): LexicalNode => element('quote', children)

export const listItem = (children: LexicalNode[], value: number): LexicalNode =>
  element('listitem', children, { value })

export const list = (ordered: boolean, items: LexicalNode[], start = 1): LexicalNode =>
  element('list', items, { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start })

export const link = (url: string, children: LexicalNode[], newTab = false): LexicalNode =>
  element('link', children, { version: 3, fields: { linkType: 'custom', url, newTab } })

export const horizontalRule = (): LexicalNode => ({ type: 'horizontalrule', version: 1 })

/** The state a richText field stores, around its top-level nodes. */
export const root = (children: LexicalNode[]) => ({ root: element('root', children) })

/** True when a node holds no visible text (only spaces and line breaks). */
export function isBlank(nodes: LexicalNode[]): boolean {
  return nodes.every((n) =>
    n.type === 'text'
      ? !String(n.text).trim()
      : n.type === 'linebreak'
        ? true
        : Array.isArray(n.children)
          ? isBlank(n.children as LexicalNode[])
          : false,
  )
}
