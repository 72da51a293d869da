import type { Block } from './context'

/** Where a list of blocks goes, and so what it may hold (as the block configs allow). */
export type Place = 'layout' | 'section' | 'column' | 'tab'

/** Blocks a tab may hold (src/blocks/Tabs/config.ts). */
export const TAB_BLOCKS = new Set([
  'heading',
  'richText',
  'image',
  'gallery',
  'button',
  'spacer',
  'video',
  'html',
  'map',
])

/**
 * Makes converted blocks fit where they go: a section inside a section, or columns inside a
 * column, give up their frame and keep their content; a carousel in a tab becomes a gallery of the
 * same photos; whatever a tab cannot hold follows the tabs. Adjacent rich-text blocks are merged
 * so an editor sees one text, not a run of fragments.
 */
export function fitBlocks(blocks: Block[], place: Place = 'layout'): Block[] {
  const out: Block[] = []
  const after: Block[] = []
  for (const block of blocks) {
    for (const fitted of fitOne(block, place)) {
      if (place === 'tab' && !TAB_BLOCKS.has(fitted.blockType)) after.push(fitted)
      else out.push(fitted)
    }
  }
  return [...mergeRichText(out), ...(after.length ? after : [])]
}

function fitOne(block: Block, place: Place): Block[] {
  const inner = (list: unknown, where: Place) => fitBlocks(Array.isArray(list) ? (list as Block[]) : [], where)
  switch (block.blockType) {
    case 'section':
      if (place !== 'layout') return inner(block.blocks, place)
      return [{ ...block, blocks: inner(block.blocks, 'section') }]
    case 'columns': {
      const columns = Array.isArray(block.columns) ? (block.columns as { blocks?: Block[] }[]) : []
      if (place === 'column' || place === 'tab') return columns.flatMap((c) => inner(c.blocks, place))
      const kept = columns.map((c) => ({ ...c, blocks: inner(c.blocks, 'column') })).filter((c) => c.blocks.length)
      if (kept.length === 0) return []
      if (kept.length === 1) return kept[0]!.blocks
      return [{ ...block, columns: kept }]
    }
    case 'tabs': {
      const items = (Array.isArray(block.items) ? (block.items as { title: string; blocks?: Block[] }[]) : []).map(
        (item) => {
          const fitted = fitBlocks(item.blocks ?? [], 'tab')
          return {
            item: { ...item, blocks: fitted.filter((b) => TAB_BLOCKS.has(b.blockType)) },
            rest: fitted.filter((b) => !TAB_BLOCKS.has(b.blockType)),
          }
        },
      )
      if (place === 'tab') return items.flatMap(({ item, rest }) => [...item.blocks, ...rest])
      return [{ ...block, items: items.map((i) => i.item) }, ...items.flatMap((i) => i.rest)]
    }
    case 'carousel':
      if (place !== 'tab') return [block]
      return [{ blockType: 'gallery', images: (block.slides as { image: number }[]).map((s) => s.image), columns: '3' }]
    default:
      return [block]
  }
}

function mergeRichText(blocks: Block[]): Block[] {
  const out: Block[] = []
  for (const block of blocks) {
    const last = out[out.length - 1]
    if (block.blockType === 'richText' && last?.blockType === 'richText') {
      const a = (last.body as { root: { children: unknown[] } }).root
      const b = (block.body as { root: { children: unknown[] } }).root
      out[out.length - 1] = { ...last, body: { root: { ...a, children: [...a.children, ...b.children] } } }
    } else out.push(block)
  }
  return out
}
