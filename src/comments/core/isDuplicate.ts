/** What two comments must share to count as the same one said twice. */
export interface DuplicateKey {
  postId: number
  parent: number
  author: string
  email: string
  comment: string
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * wp_allow_comment()'s duplicate check: a comment already stored (and not in the bin; the caller
 * passes only those) on the same post, replying to the same comment, by the same name or the same
 * e-mail, with the same text. Names and e-mails compare without case, as MySQL's collation does.
 */
export function isDuplicate(candidate: DuplicateKey, recent: readonly DuplicateKey[]): boolean {
  return recent.some(
    (other) =>
      other.postId === candidate.postId &&
      other.parent === candidate.parent &&
      (same(other.author, candidate.author) || (candidate.email !== '' && same(other.email, candidate.email))) &&
      other.comment.trim() === candidate.comment.trim(),
  )
}
