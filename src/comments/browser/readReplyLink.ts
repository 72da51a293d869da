/** What a reply link says about the reply it starts (its data-* attributes). */
export interface ReplyTarget {
  /** The element the form goes after: the comment's body. */
  belowId: string
  commentId: string
  /** The form's container, `respond`. */
  respondId: string
  postId: string
  /** The heading while replying, "Responder a Ana"; may be empty. */
  replyTo: string
}

/**
 * Reads a reply link's dataset. A link missing one of the ids is not ours to handle (a theme's own
 * link, or markup without JavaScript data): null, and the browser follows its ?replytocom= href.
 */
export function readReplyLink(data: Readonly<Record<string, string | undefined>>): ReplyTarget | null {
  const { belowelement, commentid, respondelement, postid, replyto } = data
  if (!belowelement || !commentid || !respondelement || !postid) return null
  return {
    belowId: belowelement,
    commentId: commentid,
    respondId: respondelement,
    postId: postid,
    replyTo: replyto ?? '',
  }
}
