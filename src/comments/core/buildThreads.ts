import { COMMENTS } from '@/lib/commentLimits'

import type { FlatComment, ThreadNode } from './types'

export interface BuildThreadsOptions {
  /** Levels shown; below 2 threading is off and every comment stands alone, as in WordPress. */
  maxDepth?: number
}

/**
 * Turns approved comments into threads the way Walker_Comment shows them: oldest first at every
 * level; the replies to a comment at the deepest level follow it as its siblings (depth first), so
 * that nothing is lost; a comment whose parent is not in the list (unapproved, deleted) starts a
 * thread of its own rather than disappearing.
 */
export function buildThreads<T extends FlatComment>(
  comments: readonly T[],
  { maxDepth = COMMENTS.maxDepth }: BuildThreadsOptions = {},
): ThreadNode<T>[] {
  const sorted = [...comments].sort(byAge)
  if (maxDepth < 2) return sorted.map((comment) => ({ comment, depth: 1, children: [] }))

  const ids = new Set(sorted.map((c) => c.id))
  const replies = new Map<number, T[]>()
  const roots: T[] = []
  for (const comment of sorted) {
    const parent = comment.parent
    if (!parent || parent === comment.id || !ids.has(parent)) roots.push(comment)
    else {
      const siblings = replies.get(parent)
      if (siblings) siblings.push(comment)
      else replies.set(parent, [comment])
    }
  }

  const placed = new Set<number>()
  const build = (comment: T, depth: number): ThreadNode<T>[] => {
    placed.add(comment.id)
    const node: ThreadNode<T> = { comment, depth, children: [] }
    const own = replies.get(comment.id) ?? []
    if (depth < maxDepth) {
      node.children = own.filter((c) => !placed.has(c.id)).flatMap((c) => build(c, depth + 1))
      return [node]
    }
    return [node, ...flattenDescendants(own, replies, placed).map((c) => ({ comment: c, depth, children: [] }))]
  }

  const threads = roots.flatMap((c) => build(c, 1))
  // A parent cycle (a → b → a) has no root; its oldest member starts a thread so none is hidden.
  for (const comment of sorted) {
    if (!placed.has(comment.id)) threads.push(...build(comment, 1))
  }
  return threads.sort((a, b) => byAge(a.comment, b.comment))
}

/** Every descendant in reading order (depth first), without recursion: a long chain stays cheap. */
function flattenDescendants<T extends FlatComment>(
  first: readonly T[],
  replies: ReadonlyMap<number, T[]>,
  placed: Set<number>,
): T[] {
  const out: T[] = []
  const stack = [...first].reverse()
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (placed.has(next.id)) continue
    placed.add(next.id)
    out.push(next)
    stack.push(...[...(replies.get(next.id) ?? [])].reverse())
  }
  return out
}

/** Oldest first; the id breaks ties, as WordPress's comment_ID does for equal dates. */
function byAge(a: FlatComment, b: FlatComment): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id
}
