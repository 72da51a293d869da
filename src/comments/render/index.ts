/**
 * The comments drawn as WordPress's HTML (strings, pure: no React, Next or Payload): the threaded
 * list and the comment form, each between markers that the no-JavaScript handler replaces, plus
 * the small texts and addresses around them. Everything a visitor wrote is escaped or sanitized here.
 */
export { LIST_MARKERS, RESPOND_MARKERS } from './markers'
export type { CommentFieldName, CommentListOptions, DisplayComment, RespondState } from './types'
export { renderCommentList } from './renderCommentList'
export { renderComment, type RenderCommentContext } from './renderComment'
export { renderReplyLink } from './renderReplyLink'
export { COMMENT_FORM_ACTION, renderRespond } from './renderRespond'
export { renderRespondTitle } from './renderRespondTitle'
export { fieldErrorId, firstInvalidField, renderCommentFields } from './renderCommentFields'
export { renderErrorSummary } from './renderErrorSummary'
export { renderPrivacyNotice } from './renderPrivacyNotice'
export { renderAkismetFields } from './renderAkismetFields'
export { renderCommentsClosed } from './renderCommentsClosed'
export { commentAuthorUrl } from './commentAuthorUrl'
export { commentClasses, type AltCounters } from './commentClasses'
export { formatCommentDate } from './formatCommentDate'
export { commentCountText, commentsTitle } from './commentsTitle'
export { commentPagePath, parseCommentPageSegment } from './commentPagePath'
export { commentPlainText } from './commentPlainText'
export { readCommentCookies, type CommentCookieValues } from './readCommentCookies'
export { COMMENT_TEXTS } from './texts'
export { commentPageOf } from './commentPageOf'
export { commentFeedItems } from './commentFeedItems'
export { type CommentFeed, type CommentFeedItem, renderCommentFeed } from './renderCommentFeed'
