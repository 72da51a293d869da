import type { RateLimitResult, SpamReason, SpamVerdict } from '@/antispam/rules'
import type { SpamCheckRequest } from '@/antispam/server/spamCheck'
import type { CommentStatus, DuplicateKey, FlatComment } from '@/comments/core'

import type { RememberedAuthor } from './commentCookies'

/* The comment handler's contract: what it reads, the services it is given, what it answers. */

export interface CommentPostInput {
  /** Every posted field, in order. */
  fields: readonly (readonly [string, string])[]
  ip: string
  userAgent: string
  referrer: string
  now: Date
  /** The site's address without a trailing slash, for the permalink Akismet is told. */
  siteUrl: string
}

/** A published article, as the handler needs it. */
export interface CommentedPost {
  id: number
  slug: string
  title: string
  commentsOpen: boolean
}

/** The comment replied to. */
export interface ParentComment {
  id: number
  postId: number
  status: CommentStatus
  authorName: string
}

export type StoredStatus = 'approved' | 'pending' | 'spam'

/** A comment ready to be written. */
export interface NewComment {
  postId: number
  parent: number
  authorName: string
  authorEmail: string
  authorUrl: string
  content: string
  status: StoredStatus
  date: string
  ip: string
  userAgent: string
  signals: Record<string, string>
  previewKey: string
  spamReasons: SpamReason[]
  akismet?: SpamVerdict['akismet']
}

/** This server's services, injected so that the handler's decisions can be tested without them. */
export interface CommentPostDeps {
  /** Counts this post against the address's allowance. */
  rateLimit(ip: string): RateLimitResult | Promise<RateLimitResult>
  /** The article if it exists and is published. */
  findPost(id: number): Promise<CommentedPost | null>
  findComment(id: number): Promise<ParentComment | null>
  /** The article's comments (not in the bin) with exactly this text: the candidates for a duplicate. */
  sameText(postId: number, content: string): Promise<DuplicateKey[]>
  /** The date of the latest comment from this address or e-mail, if any. */
  lastCommentAt(ip: string, email: string): Promise<string | null>
  /** The studio's moderation setting: `known` publishes authors who already have an approved comment. */
  moderation: 'known' | 'all'
  /** Whether this name and e-mail (without case) already have an approved comment. */
  isKnownAuthor(author: string, email: string): Promise<boolean>
  /** The comment CAPTCHA's verdict on this post (checkCommentCaptcha); the token is spent. */
  checkCaptcha(postId: number): Promise<CommentCaptchaResult>
  spamCheck(request: SpamCheckRequest): Promise<SpamVerdict>
  /** Writes the comment (and the studio's notice, unless spam); returns its id. */
  store(comment: NewComment, post: CommentedPost): Promise<number>
  /** The article's approved comments (dates as createdAt), to find the page a new one is shown on. */
  approvedComments(postId: number): Promise<FlatComment[]>
  /** A new secret for the held comment's preview link. */
  previewKey(): string
}

/**
 * The comment CAPTCHA: switched off, a token that passed or failed, or, without a token (no
 * JavaScript), whether the visitor typed the word asked for instead.
 */
export type CommentCaptchaResult = 'off' | 'ok' | 'failed' | 'word-ok' | 'word-wrong'

export type CommentFormField = 'author' | 'email' | 'url' | 'comment' | 'form'

/** What the visitor typed, to draw the form again without losing any of it. */
export interface CommentFormValues {
  author: string
  email: string
  url: string
  comment: string
  consent: boolean
}

export type CommentPostResult =
  | { ok: true; id: number; status: StoredStatus; location: string; remember: RememberedAuthor | null }
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 429
      errors: { field: CommentFormField; message: string }[]
      retryAfterS?: number
      post: CommentedPost | null
      parent: ParentComment | null
      values: CommentFormValues
    }
