/**
 * The HTML comments around the two regions of an article's page that a comment posted without
 * JavaScript changes: the server cuts the prerendered page at these markers and draws the region
 * again (the form with its errors, the list with the visitor's held comment).
 */
export const RESPOND_MARKERS: readonly [string, string] = ['<!--revela:respond-->', '<!--/revela:respond-->']

export const LIST_MARKERS: readonly [string, string] = ['<!--revela:comment-list-->', '<!--/revela:comment-list-->']
