/**
 * The browser half of the comments: comment-reply.js's behaviour in plain DOM TypeScript. A client
 * component calls initCommentReply() once on mount and the handle's stop() on unmount.
 */
export type { CaptchaClientConfig } from '@/antispam/captcha/browser/CaptchaClient'
export { initCommentCaptcha } from './initCommentCaptcha'
export { initCommentReply } from './initCommentReply'
export type { CommentReplyHandle } from './initCommentReply'
export { IDS, REPLY_LINK_CLASS } from '../core/ids'
export { isFocusableField } from './isFocusableField'
export type { FieldLike } from './isFocusableField'
export { isPlainClick } from '@/lib/browser/isPlainClick'
export type { ClickLike } from '@/lib/browser/isPlainClick'
export { isSubmitShortcut } from './isSubmitShortcut'
export type { KeyPress } from './isSubmitShortcut'
export { readReplyLink } from './readReplyLink'
export type { ReplyTarget } from './readReplyLink'
export { IDLE, replyReducer, replyView } from './replyReducer'
export type { ReplyAction, ReplyState, ReplyView } from './replyReducer'
export { replyTitle } from './replyTitle'
