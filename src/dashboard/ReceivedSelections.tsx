import Link from 'next/link'
import type { Payload } from 'payload'

type User = Parameters<Payload['count']>[0]['user']

/** Galleries listed by name on the dashboard; beyond them, a link to the list filtered to all. */
const SHOWN = 10

const photos = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`)

/**
 * «Selección recibida: Boda de Lucía (Lucía Pérez) — 24 fotos», one line for each gallery whose
 * client sent their choice and that is not yet delivered: each leads to the gallery, where the
 * choice and its lists are. Nothing at all when none waits.
 */
export async function ReceivedSelections({ payload, user }: { payload: Payload; user?: User }) {
  const waiting = await payload.find({
    collection: 'client-galleries',
    where: { status: { equals: 'selectionReceived' } },
    sort: '-selectionSubmittedAt',
    limit: SHOWN,
    depth: 0,
    select: { title: true, client: true },
    user,
    overrideAccess: false,
  })
  if (waiting.totalDocs === 0) return null
  const chosen = await Promise.all(
    waiting.docs.map((gallery) =>
      payload.count({
        collection: 'gallery-photos',
        where: {
          and: [{ gallery: { equals: gallery.id } }, { set: { equals: 'proofs' } }, { favourite: { equals: true } }],
        },
        user,
        overrideAccess: false,
      }),
    ),
  )
  const list = `${payload.config.routes.admin}/collections/client-galleries`
  return (
    <section className="revela-dash__notices" aria-label="Selecciones de clientes por entregar">
      <ul>
        {waiting.docs.map((gallery, i) => (
          <li key={gallery.id}>
            <Link href={`${list}/${gallery.id}`} prefetch={false}>
              Selección recibida: {gallery.title} ({gallery.client.name}) — {photos(chosen[i]?.totalDocs ?? 0)}
            </Link>
          </li>
        ))}
      </ul>
      {waiting.totalDocs > SHOWN && (
        <p>
          <Link href={`${list}?where[status][equals]=selectionReceived`} prefetch={false}>
            Ver las {waiting.totalDocs} galerías con la selección recibida
          </Link>
        </p>
      )}
    </section>
  )
}
