/** The least a stored comment must carry to be threaded; the rest travels along untouched. */
export interface FlatComment {
  id: number
  /** The comment replied to; null (or 0, WordPress's value) for a top-level comment. */
  parent: number | null
  /** An ISO 8601 date; it orders siblings, oldest first. */
  createdAt: string
}

/** One comment in its thread, with its display level (1 for top level) and its replies. */
export interface ThreadNode<T extends FlatComment = FlatComment> {
  comment: T
  depth: number
  children: ThreadNode<T>[]
}
