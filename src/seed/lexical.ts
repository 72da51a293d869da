import {
  FORMAT,
  heading,
  type LexicalNode,
  link,
  list,
  listItem,
  paragraph,
  quote,
  root,
  textNode,
} from '@/lib/lexical'

import type { Rich, RichBlock } from './content/types'

/**
 * Turns the seed's plain rich-text data into Lexical's serialised editor state, the format Payload
 * stores. Inline text understands **bold**, *italic*, [links](/ruta/) and the studio's details from
 * its settings ({{telefono}}, {{correo}}, {{direccion}}, {{horario}}), nothing more.
 */

type Node = LexicalNode

const BOLD = FORMAT.bold
const ITALIC = FORMAT.italic
const text = textNode

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)|\{\{(telefono|correo|direccion|horario)\}\}/g

const DETAILS = { telefono: 'phone', correo: 'email', direccion: 'address', horario: 'hours' } as const
let inlineIds = 0

/** A «Dato del estudio» inline block: the studio's phone, e-mail… as the settings say when drawn. */
const studioValue = (token: keyof typeof DETAILS): Node =>
  ({
    type: 'inlineBlock',
    version: 1,
    // Payload gives each block an id; a stable one keeps the seed's output the same on every run.
    fields: {
      id: `5eed${String(++inlineIds).padStart(20, '0')}`,
      blockType: 'studioValue',
      blockName: '',
      detail: DETAILS[token],
    },
  }) as unknown as Node

/** Splits a line into text, bold, italic and link nodes. */
export function inline(line: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text(line.slice(last, match.index)))
    const [, bold, italic, label, url, detail] = match
    if (bold !== undefined) nodes.push(text(bold, BOLD))
    else if (italic !== undefined) nodes.push(text(italic, ITALIC))
    else if (detail !== undefined) nodes.push(studioValue(detail as keyof typeof DETAILS))
    else if (label !== undefined && url !== undefined) {
      nodes.push(link(url, [text(label)], /^https?:/.test(url)))
    }
    last = match.index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

function block(b: RichBlock): Node {
  if ('h2' in b) return heading(2, inline(b.h2))
  if ('h3' in b) return heading(3, inline(b.h3))
  if ('quote' in b) return quote(inline(b.quote))
  if ('ul' in b || 'ol' in b) {
    const ordered = 'ol' in b
    const items = ordered ? b.ol : (b as { ul: string[] }).ul
    return list(
      ordered,
      items.map((item, i) => listItem(inline(item), i + 1)),
    )
  }
  return paragraph(inline(b.p))
}

/** The editor state Payload's richText field stores. */
export function toLexical(rich: Rich) {
  return root(rich.map(block)) as unknown as {
    root: {
      type: string
      children: { type: unknown; version: number }[]
      direction: 'ltr'
      format: ''
      indent: number
      version: number
    }
  }
}
