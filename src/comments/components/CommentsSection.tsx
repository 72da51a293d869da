import type { CaptchaClientConfig } from '@/antispam/captcha/browser/CaptchaClient'
import type { ThreadNode } from '@/comments/core'
import {
  commentPagePath,
  commentsTitle,
  type DisplayComment,
  renderCommentList,
  renderCommentsClosed,
  renderRespond,
  type RespondState,
} from '@/comments/render'

import { SignalCollector } from '../../components/SignalCollector.client'
import { CommentsScript } from './CommentsScript.client'
import './comments.css'

/** What an article's page shows of its comments: one page of threads and the form's state. */
export interface PostComments {
  /** This page's threads (paginateThreads). */
  threads: ThreadNode<DisplayComment>[]
  page: number
  pages: number
  /** Every approved comment of the article, replies included, as WordPress counts them. */
  total: number
  open: boolean
  privacy: RespondState['privacy']
  /** The invisible CAPTCHA the form's script asks a token of; null when comments go without. */
  captcha: CaptchaClientConfig | null
  /** A redrawn form (a reply or a refused comment without JavaScript); an empty form otherwise. */
  respond?: Omit<RespondState, 'postId' | 'permalink' | 'privacy'>
}

/**
 * An article's comments in WordPress's markup: the heading with the count, the threads, the links
 * to older and newer pages, and the form (or the notice that comments are closed). The list and
 * the form are HTML strings between markers, so that the server can redraw them in the
 * prerendered page when a comment is posted without JavaScript.
 */
export function CommentsSection({
  postId,
  title,
  permalink,
  comments,
}: {
  postId: number
  title: string
  permalink: string
  comments: PostComments
}) {
  const { threads, page, pages, total, open, privacy, respond, captcha } = comments
  const pageLink = commentPagePath(permalink, page, pages)
  const list = renderCommentList(threads, { postId, permalink, pageLink, repliesOpen: open })
  const form = open
    ? renderRespond({ ...respond, postId, permalink, privacy, captcha: Boolean(captcha) })
    : renderCommentsClosed()
  const pageHref = (n: number) => `${commentPagePath(permalink, n, pages)}#comments`
  return (
    <section
      id="comments"
      className="comments-area"
      {...(total > 0 ? { 'aria-labelledby': 'comments-title' } : { 'aria-label': 'Comentarios' })}
    >
      {total > 0 && (
        <h2 id="comments-title" className="comments-title">
          {commentsTitle(total, title)}
        </h2>
      )}
      <div className="comment-list-region" dangerouslySetInnerHTML={{ __html: list }} />
      {pages > 1 && (
        <nav className="navigation comment-navigation" aria-label="Navegación de comentarios">
          <div className="nav-links">
            {page > 1 && (
              <div className="nav-previous">
                <a href={pageHref(page - 1)}>Comentarios anteriores</a>
              </div>
            )}
            {page < pages && (
              <div className="nav-next">
                <a href={pageHref(page + 1)}>Comentarios más recientes</a>
              </div>
            )}
          </div>
        </nav>
      )}
      <div className="comment-respond-region" dangerouslySetInnerHTML={{ __html: form }} />
      {open && (
        <>
          <CommentsScript captcha={captcha} />
          <SignalCollector />
        </>
      )}
    </section>
  )
}
