/** A block as it sits in a page's layout: its type, the id Payload gives it, and its fields. */
export type BlockNode = { blockType: string; id?: string | null } & Record<string, unknown>

type Node = Record<string, unknown>

/**
 * Whether an object is a document that a relationship or an upload brought in (a button's linked
 * page, populated with its own layout; a media file): it carries the numeric id the database gave
 * it, where blocks and array rows carry the string ids Payload writes. Its blocks are another
 * page's, so the walk never enters it.
 */
const isDocument = (node: Node): boolean => typeof node.id === 'number' && typeof node.blockType !== 'string'

/**
 * Every block of a layout that the predicate accepts, in page order, however deep it sits:
 * sections (`blocks`), columns (`columns[].blocks`), tabs (`items[].blocks`) and any container a
 * later block adds all hold their children somewhere in their fields, so every field is walked
 * rather than a list of known containers. Populated documents are not entered (see isDocument).
 */
export function findBlocks<T extends BlockNode>(layout: unknown, predicate: (block: BlockNode) => block is T): T[]
export function findBlocks(layout: unknown, predicate: (block: BlockNode) => boolean): BlockNode[]
export function findBlocks(layout: unknown, predicate: (block: BlockNode) => boolean): BlockNode[] {
  const found: BlockNode[] = []
  // An explicit stack, not recursion: a layout is editors' data and its depth is theirs. Children
  // go on in reverse so that they come off in page order.
  const pending: unknown[] = [layout]
  while (pending.length) {
    const node = pending.pop()
    if (node === null || typeof node !== 'object') continue
    let children: unknown[]
    if (Array.isArray(node)) children = node
    else if (isDocument(node as Node)) continue
    else {
      if (typeof (node as Node).blockType === 'string' && predicate(node as BlockNode)) found.push(node as BlockNode)
      children = Object.values(node)
    }
    for (let i = children.length - 1; i >= 0; i--) if (typeof children[i] === 'object') pending.push(children[i])
  }
  return found
}
