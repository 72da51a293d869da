import type { FlatComment } from '@/comments/core'

/** The visitor's fields of the comment form, as posted (WordPress's names). */
export type CommentFieldName = 'author' | 'email' | 'url' | 'comment'

/** What the comment form shows: where it posts for, what was typed and what went wrong. */
export interface RespondState {
  postId: number
  /** The article's address, '/slug/'; the cancel link goes to its #respond. */
  permalink: string
  /** comment_parent; 0 or undefined when the comment is not a reply. */
  parent?: number
  /** Without JavaScript, a reply's heading («Responder a Ana»); the cancel link is shown with it. */
  replyTo?: string
  values?: { author?: string; email?: string; url?: string; comment?: string; consent?: boolean }
  /** Shown beside their fields and listed in a summary; 'form' errors only in the summary. */
  errors?: { field: CommentFieldName | 'form'; message: string }[]
  /** A neutral message at the top of the form. */
  notice?: string
  /** The RGPD first layer: who is responsible for the data and where the full policy is. */
  privacy: { controller: string; privacyUrl: string }
  /**
   * The comment CAPTCHA is on: the form carries the field its token goes in and, for visitors
   * without JavaScript, the word to type instead.
   */
  captcha?: boolean
}

/** A comment as the page shows it: nothing private (no e-mail, IP or browser) ever gets here. */
export interface DisplayComment extends FlatComment {
  id: number
  parent: number | null
  createdAt: string
  authorName: string
  authorUrl?: string | null
  /** The text as typed; it is sanitized when drawn. */
  content: string
  /** Written by the studio from the admin (WordPress's bypostauthor). */
  byStudio: boolean
  /** A held comment shown to its author only, with the moderation notice and no reply link. */
  pending?: boolean
  /** Its id on the old WordPress site when it differs from Revela's: old `#comment-N` links still land. */
  oldId?: number | null
}

export interface CommentListOptions {
  postId: number
  /** The article's address, '/slug/': reply links point at it (?replytocom=). */
  permalink: string
  /** Whether new comments are accepted: without it there are no reply links. */
  repliesOpen: boolean
  /** Thread levels; at the deepest one there is no reply link (WordPress's thread_comments_depth). */
  maxDepth?: number
  /**
   * The address of the comment page these threads are on (`/slug/comment-page-2/`), for each
   * comment's own link; the article's permalink when omitted (its last, or only, page).
   */
  pageLink?: string
}
