import type { Payload } from 'payload'

import { userIsAdmin } from '@/access/isAdmin'
import { env } from '@/env'
import { payloadOutboxStore } from '@/mail/payloadOutboxStore'

const box = (tone: 'warn' | 'error') => ({
  margin: '0 0 1.5rem',
  padding: '0.75rem 1rem',
  borderRadius: 4,
  border: `1px solid ${tone === 'error' ? 'var(--theme-error-500)' : 'var(--theme-warning-500)'}`,
  background: tone === 'error' ? 'var(--theme-error-50)' : 'var(--theme-warning-50)',
})

/**
 * On the dashboard: says when mail cannot leave (no SMTP_URL) or when messages are stuck, with a
 * link to the outbox. Says nothing when all is well.
 */
export async function OutboxBanner({ payload, user }: { payload: Payload; user?: { roles?: string[] | null } | null }) {
  const { queued, failed, oldestQueuedAt } = await payloadOutboxStore(payload).summary()
  const configured = Boolean(env().smtpUrl)
  const oldMinutes = oldestQueuedAt ? Math.round((Date.now() - oldestQueuedAt.getTime()) / 60000) : 0
  if (configured && failed === 0 && oldMinutes < 10) return null
  const lines: string[] = []
  // Said as the owner sees it (avisos que no salen), not as the server is configured (SMTP_URL).
  if (!configured) {
    lines.push('Los avisos por correo aún no salen: falta configurar el servidor de correo. Pide a quien mantiene la web que lo configure.')
    lines.push(
      `Mientras tanto no se pierde nada: los mensajes de los formularios están en Mensajes recibidos${queued > 0 ? ` y ${queued === 1 ? 'un aviso espera' : `${queued} avisos esperan`} para salir en cuanto esté listo` : ''}.`,
    )
  } else if (queued > 0 && oldMinutes >= 10)
    lines.push(
      `${queued === 1 ? 'Un aviso por correo lleva' : `${queued} avisos por correo llevan`} más de ${oldMinutes} minutos sin salir: el servidor de correo no responde. Se sigue intentando solo.`,
    )
  if (failed > 0)
    lines.push(
      `${failed === 1 ? 'Un correo no se ha podido enviar' : `${failed} correos no se han podido enviar`}: revísa${failed === 1 ? 'lo' : 'los'} en Correos salientes para volver a intentarlo.`,
    )
  return (
    <div role="status" style={box(failed > 0 ? 'error' : 'warn')}>
      {lines.map((line) => (
        <p key={line} style={{ margin: '0.25rem 0' }}>
          {line}
        </p>
      ))}
      {/* The outbox is for admins only (it holds account mails too); editors are told to ask one. */}
      <p style={{ margin: '0.25rem 0' }}>{userIsAdmin(user) ? <a href="/admin/collections/outbox">Ver Correos salientes</a> : 'Avisa a un administrador.'}</p>
    </div>
  )
}
