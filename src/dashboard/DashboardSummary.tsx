import Link from 'next/link'
import type { Payload } from 'payload'

import { statusFilterQuery } from '@/comments/collection/admin/statusFilterLinks'

import { NEW_MESSAGE_DAYS, newMessagesQuery } from './newMessages'
import { ReceivedSelections } from './ReceivedSelections'

type User = Parameters<Payload['count']>[0]['user'] & { name?: string | null }

/**
 * The top of the dashboard, as WordPress's «Escritorio» opens: the site one click away, and what is
 * waiting for the studio (new messages, comments to moderate), each a link to the list it counts,
 * and the clients' selections received and not yet delivered, each a link to its gallery.
 */
export async function DashboardSummary({ payload, user }: { payload: Payload; user?: User }) {
  const since = new Date(Date.now() - NEW_MESSAGE_DAYS * 24 * 60 * 60 * 1000)
  const [messages, comments] = await Promise.all([
    payload.count({
      collection: 'form-submissions',
      where: { and: [{ status: { equals: 'received' } }, { createdAt: { greater_than_equal: since.toISOString() } }] },
      user,
      overrideAccess: false,
    }),
    payload.count({ collection: 'comments', where: { status: { equals: 'pending' } }, user, overrideAccess: false }),
  ])
  const admin = payload.config.routes.admin
  const m = messages.totalDocs
  const c = comments.totalDocs
  return (
    <section className="revela-dash" aria-label="Resumen del sitio">
      <div className="revela-dash__head">
        <p className="revela-dash__hello">
          {user?.name ? `Hola, ${user.name}.` : 'Hola.'} Esto es lo que te espera hoy.
        </p>
        <a
          className="btn btn--style-primary btn--size-medium revela-dash__site"
          href="/"
          target="_blank"
          rel="noopener"
        >
          Ver sitio<span className="revela-visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      </div>
      <ul className="revela-dash__counts">
        <li className={m > 0 ? 'revela-dash__count revela-dash__count--waiting' : 'revela-dash__count'}>
          <Link href={`${admin}/collections/form-submissions${newMessagesQuery(since)}`} prefetch={false}>
            <strong>{m}</strong> <span>{m === 1 ? 'mensaje nuevo' : 'mensajes nuevos'}</span>{' '}
            <small>en los últimos {NEW_MESSAGE_DAYS} días</small>
          </Link>
        </li>
        <li className={c > 0 ? 'revela-dash__count revela-dash__count--waiting' : 'revela-dash__count'}>
          <Link href={`${admin}/collections/comments${statusFilterQuery('pending')}`} prefetch={false}>
            <strong>{c}</strong> <span>{c === 1 ? 'comentario pendiente' : 'comentarios pendientes'}</span>{' '}
            <small>{c === 0 ? 'nada que moderar' : c === 1 ? 'espera tu visto bueno' : 'esperan tu visto bueno'}</small>
          </Link>
        </li>
      </ul>
      <ReceivedSelections payload={payload} user={user} />
    </section>
  )
}
