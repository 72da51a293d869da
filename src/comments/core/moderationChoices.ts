import type { CommentStatus } from '@/comments/core/commentStatus'

/** One button of the moderation box: the state it moves the comment to and what the editor reads. */
export interface ModerationChoice {
  readonly to: CommentStatus
  readonly label: string
  /** Said (toast and status line) once the change is saved. */
  readonly done: string
}

const toSpam: ModerationChoice = { to: 'spam', label: 'Spam', done: 'Comentario marcado como spam.' }
const toTrash: ModerationChoice = { to: 'trash', label: 'Papelera', done: 'Comentario enviado a la papelera.' }

/**
 * WordPress's row actions for each state of a comment: what an editor may do from where it is.
 * "Rechazar" is WordPress's "Unapprove" (back to pending); leaving the bin always goes through
 * pending, so a binned comment is looked at again before it reappears on the site.
 */
export const MODERATION_CHOICES: Readonly<Record<CommentStatus, readonly ModerationChoice[]>> = {
  pending: [
    { to: 'approved', label: 'Aprobar', done: 'Comentario aprobado: ya se ve en el artículo.' },
    toSpam,
    toTrash,
  ],
  approved: [
    { to: 'pending', label: 'Rechazar', done: 'Comentario rechazado: vuelve a estar pendiente.' },
    toSpam,
    toTrash,
  ],
  spam: [{ to: 'approved', label: 'No es spam', done: 'Comentario aprobado y retirado del spam.' }, toTrash],
  trash: [{ to: 'pending', label: 'Restaurar', done: 'Comentario restaurado: queda pendiente de moderación.' }],
}

/**
 * The studio answers only comments that are, or may become, visible: replying to a pending one
 * approves it first (as WordPress does), while a reply under spam or binned text would hang from
 * something the site never shows.
 */
export function canReplyTo(status: CommentStatus): boolean {
  return status === 'pending' || status === 'approved'
}
