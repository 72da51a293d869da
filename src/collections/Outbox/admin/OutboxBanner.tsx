import Link from 'next/link'
import type { Payload } from 'payload'

import { userIsAdmin } from '@/access/isAdmin'
import { env } from '@/env'
import { outboxBannerLines } from '@/mail/outboxBannerLines'
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
 * link to the outbox (mail/outboxBannerLines words it). Says nothing when all is well.
 */
export async function OutboxBanner({ payload, user }: { payload: Payload; user?: { roles?: string[] | null } | null }) {
  const summary = await payloadOutboxStore(payload).summary()
  const lines = outboxBannerLines(summary, Boolean(env().smtpUrl), new Date())
  if (lines.length === 0) return null
  return (
    <div role="status" style={box(summary.failed > 0 ? 'error' : 'warn')}>
      {lines.map((line) => (
        <p key={line} style={{ margin: '0.25rem 0' }}>
          {line}
        </p>
      ))}
      {/* The outbox is for admins only (it holds account mails too); editors are told to ask one. */}
      <p style={{ margin: '0.25rem 0' }}>
        {userIsAdmin(user) ? (
          <Link href="/admin/collections/outbox">Ver Correos salientes</Link>
        ) : (
          'Avisa a un administrador.'
        )}
      </p>
    </div>
  )
}
