import { OUTBOX } from '@/mail/outboxLimits'

export type OutboxSummary = { queued: number; failed: number; oldestQueuedAt: Date | null }

/**
 * What the dashboard's outbox notice says, a line each, in the owner's words (avisos que no salen,
 * not SMTP_URL): that mail cannot leave yet and nothing is lost meanwhile; that notices have waited
 * longer than OUTBOX.stuckAfterMs; that some could not be sent at all. Empty when all is well: a
 * notice waiting a few minutes for a retry is no news. Pure.
 */
export function outboxBannerLines(
  { queued, failed, oldestQueuedAt }: OutboxSummary,
  configured: boolean,
  now: Date,
): string[] {
  const waitedMs = oldestQueuedAt ? now.getTime() - oldestQueuedAt.getTime() : 0
  const stuck = queued > 0 && waitedMs >= OUTBOX.stuckAfterMs
  const lines: string[] = []
  if (!configured) {
    lines.push(
      'Los avisos por correo aún no salen: falta configurar el servidor de correo. Pide a quien mantiene la web que lo configure.',
    )
    const waiting = queued === 1 ? 'un aviso espera' : `${queued} avisos esperan`
    lines.push(
      `Mientras tanto no se pierde nada: los mensajes de los formularios están en Mensajes recibidos${queued > 0 ? ` y ${waiting} para salir en cuanto esté listo` : ''}.`,
    )
  } else if (stuck) {
    const minutes = Math.round(waitedMs / 60_000)
    lines.push(
      `${queued === 1 ? 'Un aviso por correo lleva' : `${queued} avisos por correo llevan`} más de ${minutes} minutos sin salir: el servidor de correo no responde. Se sigue intentando solo.`,
    )
  }
  if (failed > 0)
    lines.push(
      `${failed === 1 ? 'Un correo no se ha podido enviar' : `${failed} correos no se han podido enviar`}: revísa${failed === 1 ? 'lo' : 'los'} en Correos salientes para volver a intentarlo.`,
    )
  return lines
}
