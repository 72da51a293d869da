/** A comment's life, WordPress's four states: held, shown, caught as spam, in the bin. */
export const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'trash'] as const
export type CommentStatus = (typeof COMMENT_STATUSES)[number]

/** How the admin names each state (the studio speaks Spanish). */
export const COMMENT_STATUS_LABELS: Readonly<Record<CommentStatus, string>> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  spam: 'Spam',
  trash: 'Papelera',
}
