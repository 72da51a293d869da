import { findBlocks, type BlockNode } from '@/lib/findBlocks'

/** A posts loop block as it sits in a page's layout: its id and its fields. */
export type LoopBlockNode = { blockType: 'postsLoop'; id: string } & Record<string, unknown>

const isLoop = (block: BlockNode): block is LoopBlockNode =>
  block.blockType === 'postsLoop' && typeof block.id === 'string'

/**
 * Every posts loop in a layout, in page order, however deep (see findBlocks). A loop in a page
 * that a relationship brought in (a button's linked page) is that page's, and is not found.
 */
export const findLoopBlocks = (layout: unknown): LoopBlockNode[] => findBlocks(layout, isLoop)

/** The posts loop with this id in a layout, or null. */
export const findLoopBlock = (layout: unknown, widgetId: string): LoopBlockNode | null =>
  findLoopBlocks(layout).find((block) => block.id === widgetId) ?? null
