import { noJsChallengeFrame } from '@/antispam/nojs/noJsChallengeFrame'
import { IDS } from '@/comments/core/ids'
import { escHtml } from '@/lib/html'
import { COMMENTS } from '@/lib/commentLimits'

import { commentFormKey } from './commentFormKey'
import { RESPOND_MARKERS } from './markers'
import { renderAkismetFields } from './renderAkismetFields'
import { firstInvalidField, renderCommentFields } from './renderCommentFields'
import { renderErrorSummary } from './renderErrorSummary'
import { renderPrivacyNotice } from './renderPrivacyNotice'
import { renderRespondTitle } from './renderRespondTitle'
import { COMMENT_TEXTS } from './texts'
import type { RespondState } from './types'

/** Where the form posts: WordPress's own address, which the site answers as WordPress does. */
export const COMMENT_FORM_ACTION = '/wp-comments-post.php'

/**
 * The invisible CAPTCHA's empty token field, which the script fills at submit, and the word a
 * visitor without JavaScript types instead, shown only to them (as in the contact forms).
 */
const renderCaptchaFields = (postId: number): string =>
  `<input type="hidden" name="${COMMENTS.captchaField}" value="">` +
  `<noscript><p class="comment-form-nojs-check"><label>${COMMENT_TEXTS.noJsCheck} ${noJsChallengeFrame(commentFormKey(postId))} ` +
  `<input type="text" name="${COMMENTS.noJsCheckField}" required autocomplete="off" size="12"></label></p></noscript>`

/**
 * The comment form as comment_form() draws it, between the respond markers. It keeps the browser's
 * own checks (no `novalidate`) so that a visitor hears of an empty field at once; the server checks
 * everything again and, without JavaScript, answers with this form redrawn with its errors.
 */
export function renderRespond(state: RespondState): string {
  const errors = state.errors ?? []
  const [open, close] = RESPOND_MARKERS
  const parent = state.parent && state.parent > 0 ? Math.floor(state.parent) : 0
  const body = [
    `<div id="respond" class="comment-respond">`,
    renderRespondTitle(state),
    `<form action="${COMMENT_FORM_ACTION}" method="post" id="${IDS.form}" class="comment-form">`,
    state.notice ? `<p class="comment-form-notice" role="status">${escHtml(state.notice)}</p>` : '',
    renderErrorSummary(errors, { focus: !firstInvalidField(errors) }),
    `<p class="comment-notes"><span id="email-notes">${COMMENT_TEXTS.emailNotes}</span> <span class="required-field-message">${COMMENT_TEXTS.requiredNotes} <span class="required">*</span></span></p>`,
    renderCommentFields(state),
    renderPrivacyNotice(state.privacy),
    state.captcha ? renderCaptchaFields(state.postId) : '',
    `<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="${COMMENT_TEXTS.submit}">` +
      ` <input type="hidden" name="comment_post_ID" value="${Math.floor(state.postId)}" id="${IDS.post}">` +
      ` <input type="hidden" name="comment_parent" id="${IDS.parent}" value="${parent}"></p>`,
    renderAkismetFields(),
    '</form>',
    '</div>',
  ]
  return open + body.filter(Boolean).join('\n') + close
}
