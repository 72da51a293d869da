import type { SpamVerdict } from '@/antispam/rules'
import {
  COMMENT_MESSAGES,
  isDuplicate,
  isFlood,
  validateComment,
  type FlatComment,
  type ValidComment,
} from '@/comments/core'
import { ANTISPAM } from '@/lib/constants'
import { COMMENTS } from '@/lib/commentLimits'

import { commentFields } from './commentFields'
import { commentLocation } from './commentLocation'
import { COMMENT_POST_MESSAGES } from './commentPostMessages'
import type {
  CommentCaptchaResult,
  CommentedPost,
  CommentFormField,
  CommentFormValues,
  CommentPostDeps,
  CommentPostInput,
  CommentPostResult,
  ParentComment,
  StoredStatus,
} from './commentPostTypes'
import { normalizeAuthorUrl } from './normalizeAuthorUrl'

export type * from './commentPostTypes'

const FORM_FIELDS = new Set<string>(['author', 'email', 'url', 'comment'])

/**
 * wp-comments-post.php: one comment posted by the form, checked in WordPress's order (the article,
 * the comment replied to, the fields, a duplicate, a flood), then judged by the spam check and
 * stored as approved, held or spam. A comment caught as spam gets the same answer as a held one,
 * so a bot learns nothing from it.
 */
export async function handleCommentPost(input: CommentPostInput, deps: CommentPostDeps): Promise<CommentPostResult> {
  const posted = commentFields(input.fields, ANTISPAM.fieldPrefix)
  const values: CommentFormValues = {
    author: posted.author,
    email: posted.email,
    url: posted.url,
    comment: posted.comment,
    consent: posted.consent,
  }
  let post: CommentedPost | null = null
  let parent: ParentComment | null = null
  const refuse = (status: 400 | 403 | 404 | 409 | 429, message: string, retryAfterS?: number): CommentPostResult => ({
    ok: false,
    status,
    errors: [{ field: 'form', message }],
    ...(retryAfterS ? { retryAfterS } : {}),
    post,
    parent,
    values,
  })

  // Every post counts, refused ones too: a bot trying ids or texts spends its allowance as well.
  const allowance = await deps.rateLimit(input.ip)
  post = posted.postId ? await deps.findPost(posted.postId) : null
  if (!allowance.allowed) return refuse(429, COMMENT_POST_MESSAGES.rateLimited, allowance.retryAfterS)
  if (!post) return refuse(404, COMMENT_MESSAGES.postNotFound)
  if (!post.commentsOpen) return refuse(403, COMMENT_POST_MESSAGES.closed)
  if (posted.parent) {
    const found = await deps.findComment(posted.parent)
    if (!found || found.postId !== post.id || found.status !== 'approved')
      return refuse(400, COMMENT_POST_MESSAGES.badParent)
    parent = found
  }

  const checked = checkFields(posted, post.id)
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors, post, parent, values }
  const comment = checked.value

  const key = {
    postId: post.id,
    parent: comment.parent,
    author: comment.author,
    email: comment.email,
    comment: comment.comment,
  }
  if (isDuplicate(key, await deps.sameText(post.id, comment.comment))) return refuse(409, COMMENT_MESSAGES.duplicate)
  const last = await deps.lastCommentAt(input.ip, comment.email)
  if (isFlood(last, input.now)) {
    const wait = Math.ceil((Date.parse(last ?? '') + COMMENTS.floodIntervalMs - input.now.getTime()) / 1000)
    return refuse(429, COMMENT_MESSAGES.flood, Math.max(1, Number.isFinite(wait) ? wait : 1))
  }

  // A token that fails makes the comment spam, as in the forms; a visitor without JavaScript who
  // missed the word is told so, and keeps what they typed.
  const captcha = await deps.checkCaptcha(post.id)
  if (captcha === 'word-wrong') return refuse(400, COMMENT_POST_MESSAGES.captchaWord)

  const { status, verdict } = await judgeComment(input, comment, post, captcha, deps)
  const previewKey = deps.previewKey()
  const id = await deps.store(
    {
      ...storedFields(input, comment, posted.signals),
      postId: post.id,
      status,
      previewKey,
      spamReasons: verdict.reasons,
      ...(verdict.akismet ? { akismet: verdict.akismet } : {}),
    },
    post,
  )
  const shown = await shownWith(deps, post.id, {
    id,
    parent: comment.parent || null,
    createdAt: input.now.toISOString(),
  })
  return {
    ok: true,
    id,
    status,
    location: commentLocation(post.slug, { id, status, previewKey }, shown),
    remember: posted.consent ? { author: comment.author, email: comment.email, url: comment.url } : null,
  }
}

type PostedFields = ReturnType<typeof commentFields>

/** The fields checked as WordPress checks them, each refusal on its own field (or the form's). */
function checkFields(
  posted: PostedFields,
  postId: number,
): { ok: true; value: ValidComment } | { ok: false; errors: { field: CommentFormField; message: string }[] } {
  const checked = validateComment({
    // sanitize_text_field() keeps a name on one line.
    author: posted.author.replace(/[\r\n\t]+/g, ' '),
    email: posted.email,
    // Checked as it will be stored: a bare domain gets its http://, a javascript: link is dropped.
    url: normalizeAuthorUrl(posted.url),
    comment: posted.comment,
    parent: posted.parent,
    postId,
  })
  if (checked.ok) return checked
  const errors = checked.errors.map((e) => ({
    field: (FORM_FIELDS.has(e.field) ? e.field : 'form') as CommentFormField,
    message: e.message,
  }))
  return { ok: false, errors }
}

/** What is stored of the visitor and their comment: the text as checked, the request's traces cut to size. */
function storedFields(input: CommentPostInput, comment: ValidComment, signals: PostedFields['signals']) {
  return {
    parent: comment.parent,
    authorName: comment.author,
    authorEmail: comment.email,
    authorUrl: comment.url,
    content: comment.comment,
    date: input.now.toISOString(),
    ip: input.ip.slice(0, 100),
    userAgent: input.userAgent.slice(0, 500),
    signals,
  }
}

/**
 * The shared spam check, then the status the comment is stored with: spam, approved when the site
 * approves known authors and this is one, pending otherwise.
 */
async function judgeComment(
  input: CommentPostInput,
  comment: ValidComment,
  post: CommentedPost,
  captcha: CommentCaptchaResult,
  deps: CommentPostDeps,
): Promise<{ status: StoredStatus; verdict: SpamVerdict }> {
  const verdict = await deps.spamCheck({
    type: 'comment',
    prefix: ANTISPAM.fieldPrefix,
    // The author's own web is one link by design; as in WordPress, only the comment's links count.
    fields: input.fields.filter(([k]) => k !== 'url').map(([k, v]) => [k, v] as [string, string]),
    text: comment.comment,
    ip: input.ip,
    userAgent: input.userAgent,
    referrer: input.referrer,
    permalink: `${input.siteUrl}/${post.slug}/`,
    author: comment.author,
    email: comment.email,
    url: comment.url,
    captcha: captcha === 'ok' || captcha === 'failed' ? captcha : 'absent',
    now: input.now.getTime(),
  })
  const status: StoredStatus = verdict.spam
    ? 'spam'
    : deps.moderation === 'known' && (await deps.isKnownAuthor(comment.author, comment.email))
      ? 'approved'
      : 'pending'
  return { status, verdict }
}

/**
 * The comments the new one's page counts: the approved ones and the new one, held or not (its
 * author sees it there through the preview link). It is stored already: should the lookup fail,
 * the comment is still found at the article's last page.
 */
async function shownWith(deps: CommentPostDeps, postId: number, added: FlatComment): Promise<FlatComment[]> {
  // As the docblock says: the comment is stored, and without the list it is found at the last page.
  const shown = (await deps.approvedComments(postId).catch(() => [])).filter((c) => c.id !== added.id)
  shown.push(added)
  return shown
}
