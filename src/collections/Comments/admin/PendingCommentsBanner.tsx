import Link from 'next/link'
import type { Payload } from 'payload'

import { statusFilterQuery } from './statusFilterLinks'

/**
 * On the dashboard: how many comments wait for moderation, with a link to them. Says nothing when
 * none wait, like WordPress's bubble on «Comentarios».
 */
export async function PendingCommentsBanner({ payload, user }: { payload: Payload; user?: Parameters<Payload['count']>[0]['user'] }) {
  const { totalDocs } = await payload.count({ collection: 'comments', where: { status: { equals: 'pending' } }, user, overrideAccess: false })
  if (totalDocs === 0) return null
  const adminRoute = payload.config.routes.admin
  return (
    <div
      role="status"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: 4,
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-50)',
      }}
    >
      <p style={{ margin: 0 }}>
        {totalDocs === 1 ? 'Hay 1 comentario pendiente de moderación.' : `Hay ${totalDocs} comentarios pendientes de moderación.`}{' '}
        <Link href={`${adminRoute}/collections/comments${statusFilterQuery('pending')}`} prefetch={false}>
          {totalDocs === 1 ? 'Revisarlo' : 'Revisarlos'}
        </Link>
      </p>
    </div>
  )
}
