// WordPress's comment-page base: /{slug}/comment-page-2/.
const COMMENT_PAGE_SEGMENT = /^comment-page-([1-9][0-9]{0,5})$/

/**
 * The address of one page of an article's comments. The last page is the article itself, as
 * WordPress shows the newest comments there (default_comments_page = newest); the others are
 * `/{slug}/comment-page-{n}/`.
 */
export function commentPagePath(permalink: string, page: number, pages: number): string {
  return page >= pages ? permalink : `${permalink}comment-page-${page}/`
}

/** The page number of a `comment-page-{n}` path segment, or null for any other segment. */
export function parseCommentPageSegment(segment: string | undefined): number | null {
  const match = segment ? COMMENT_PAGE_SEGMENT.exec(segment) : null
  return match ? Number(match[1]) : null
}
