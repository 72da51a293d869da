import type { FlatComment, ThreadNode } from '@/comments/core'

/**
 * The comment page each comment is on, for links made away from its page (a feed): threads fill
 * pages of `perPage` top-level comments, oldest first, and replies stay on their thread's page,
 * as paginateThreads cuts them.
 */
export function commentPageOf<T extends FlatComment>(
  threads: readonly ThreadNode<T>[],
  perPage: number,
): { pages: number; pageOf: Map<number, number> } {
  const size = perPage > 0 ? Math.max(1, Math.floor(perPage)) : Math.max(1, threads.length)
  const pageOf = new Map<number, number>()
  threads.forEach((thread, index) => {
    const page = Math.floor(index / size) + 1
    const stack = [thread]
    for (let node = stack.pop(); node; node = stack.pop()) {
      pageOf.set(node.comment.id, page)
      stack.push(...node.children)
    }
  })
  return { pages: Math.max(1, Math.ceil(threads.length / size)), pageOf }
}
