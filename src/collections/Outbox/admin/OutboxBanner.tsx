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
  if (!configured)
    lines.push(`El correo no está configurado (SMTP_URL): ${queued} ${queued === 1 ? 'correo espera' : 'correos esperan'} en cola y los mensajes se guardan en Mensajes recibidos.`)
  else if (queued > 0 && oldMinutes >= 10)
    lines.push(`${queued} ${queued === 1 ? 'correo lleva' : 'correos llevan'} más de ${oldMinutes} minutos en cola: el servidor de correo no responde; se sigue reintentando.`)
  if (failed > 0) lines.push(`${failed} ${failed === 1 ? 'correo ha fallado' : 'correos han fallado'} y necesita${failed === 1 ? '' : 'n'} revisión.`)
  return (
    <div role="status" style={box(failed > 0 ? 'error' : 'warn')}>
      {lines.map((line) => (
        <p key={line} style={{ margin: '0.25rem 0' }}>
          {line}
        </p>
      ))}
      {/* The outbox is for admins only (it holds account mails too); editors are told to ask one. */}
      <p style={{ margin: '0.25rem 0' }}>
        {userIsAdmin(user) ? <a href="/admin/collections/outbox">Ver Correos salientes</a> : 'Avisa a un administrador.'}
      </p>
    </div>
  )
}
