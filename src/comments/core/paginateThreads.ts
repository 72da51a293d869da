import type { FlatComment, ThreadNode } from './types'

export interface PaginateOptions {
  /** Top-level threads a page; 0 (or less) turns paging off, like WordPress's "page_comments". */
  perPage: number
  /** 1-based; without one the newest (last) page, WordPress's default_comments_page = newest. */
  page?: number
}

export interface ThreadPage<T extends FlatComment> {
  threads: ThreadNode<T>[]
  page: number
  pages: number
}

/**
 * Cuts the threads into pages of top-level comments, oldest page first and newest page last, as
 * WordPress's comment pages do; replies always stay on their thread's page. A page outside the
 * range comes back empty (with the number asked) so that the route can answer 404 instead of
 * repeating another page's content.
 */
export function paginateThreads<T extends FlatComment>(
  threads: readonly ThreadNode<T>[],
  { perPage, page }: PaginateOptions,
): ThreadPage<T> {
  if (!(perPage > 0)) return { threads: [...threads], page: 1, pages: 1 }
  const size = Math.max(1, Math.floor(perPage))
  const pages = Math.max(1, Math.ceil(threads.length / size))
  const current = page ?? pages
  if (!Number.isInteger(current) || current < 1 || current > pages) return { threads: [], page: current, pages }
  return { threads: threads.slice((current - 1) * size, current * size), page: current, pages }
}
