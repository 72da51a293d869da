import type { Field, PayloadRequest, Validate } from 'payload'

import { slugify } from '@/lib/slugify'
import { addressTaken } from '@/lib/fieldMessages'

import { pageAddress } from './pageAddress'

/** What a slug names, to say whose address it already is («Ya hay una página en /contacto/…»). */
export type SlugOwner = 'page' | 'post' | 'category' | 'author'

type Options = { unique?: boolean; owner: SlugOwner }

/**
 * The slug field: filled from the title when left empty, normalised when typed, unique per collection
 * (pages: unique per parent, as WordPress allows /a/precios/ and /b/precios/; their path is unique).
 * Old WordPress links depend on it, so it is indexed and shown in the sidebar.
 *
 * Its check runs in the admin while the owner types (Payload validates the form on the server) and
 * again on save; a taken address is reported on this field, naming the address and whose it is,
 * rather than left to the database's unique index (which names only a column, often `path`).
 */
export const slugField = (from = 'title', { unique = true, owner }: Options): Field => ({
  name: 'slug',
  label: 'Slug (URL)',
  type: 'text',
  index: true,
  unique,
  admin: {
    position: 'sidebar',
    description: 'Parte final de la dirección. Se genera a partir del título si se deja vacío.',
  },
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        const source = typeof value === 'string' && value.trim() ? value : (data?.[from] as string | undefined)
        return source ? slugify(source) : value
      },
    ],
  },
  validate: slugValidate(from, owner),
})

/**
 * Checks the slug the save will store: what was typed, normalised as the hook above does (so typing
 * «Sesiones de Fotos» is no error), or else the one made from `from`. Empty is never an error: with
 * no title either, the title's own «obligatorio» says what is missing (a generated field is never
 * reported missing).
 */
export const slugValidate =
  (from: string, owner: SlugOwner): Validate =>
  async (value, { data, id, req }) => {
    const source = (data as Record<string, unknown> | undefined)?.[from]
    const slug = (typeof value === 'string' ? slugify(value) : '') || (typeof source === 'string' ? slugify(source) : '')
    if (!slug || !req?.payload) return true
    const taken = await findTaken(owner, slug, data as Record<string, unknown>, id, req)
    return taken ? addressTaken(owner, taken.address, taken.title) : true
  }

async function findTaken(owner: SlugOwner, slug: string, data: Record<string, unknown>, id: number | string | undefined, req: PayloadRequest) {
  const notThis = id != null ? [{ id: { not_equals: id } }] : []
  if (owner === 'page') {
    const path = await pageAddress(slug, data?.parent, req)
    if (path == null) return null
    const found = await req.payload.find({ collection: 'pages', where: { and: [{ path: { equals: path } }, ...notThis] }, limit: 1, depth: 0, pagination: false, overrideAccess: true, req })
    const page = found.docs[0]
    return page ? { address: path, title: page.title } : null
  }
  const collection = owner === 'post' ? 'posts' : owner === 'category' ? 'categories' : 'authors'
  const found = await req.payload.find({ collection, where: { and: [{ slug: { equals: slug } }, ...notThis] }, limit: 1, depth: 0, pagination: false, overrideAccess: true, req })
  const doc = found.docs[0] as { title?: string; name?: string } | undefined
  return doc ? { address: slug, title: doc.title ?? doc.name ?? '' } : null
}
