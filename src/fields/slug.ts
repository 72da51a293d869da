import type { Field, PayloadRequest, Validate } from 'payload'

import { slugify } from '@/lib/slugify'
import { addressReserved, addressTaken } from '@/lib/fieldMessages'
import { RESERVED_PATHS, isReservedSegment } from '@/lib/reservedPaths'

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
  // «Slug» is WordPress's jargon; the owner knows it as the end of the address.
  label: 'Dirección',
  type: 'text',
  index: true,
  unique,
  admin: {
    position: 'sidebar',
    description:
      'La última parte de la dirección, como «bodas» en /bodas/. Si la dejas vacía, se hace a partir del título.',
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
    const slug =
      (typeof value === 'string' ? slugify(value) : '') || (typeof source === 'string' ? slugify(source) : '')
    if (!slug || !req?.payload) return true
    // An import brings a WordPress site as it was: its posts page at /blog/, a page and an article
    // sharing a slug. Only what the database itself refuses stops it. Its articles' slugs are made
    // unique in the plan (uniquePostSlugs) and checked against the site's before it writes
    // (findConflicts): asking the database again for each of thousands would double the import's time.
    const importing = Boolean(req.context?.importing)
    if (importing && owner === 'post') return true
    const taken = await findTaken(owner, slug, data as Record<string, unknown>, id, req, importing)
    if (taken === 'reserved') return addressReserved(slug, RESERVED_PATHS[slug]!)
    return taken ? addressTaken(taken.owner, taken.address, taken.title) : true
  }

type Taken = { owner: SlugOwner; address: string; title: string } | 'reserved' | null

/**
 * Who already answers at the address this slug gives: a document of the same kind, the site itself
 * (a top-level /blog/, /feed/…), or — pages and articles share the site's top level — an article at
 * a page's address or a page at an article's (the page would hide the article).
 */
async function findTaken(
  owner: SlugOwner,
  slug: string,
  data: Record<string, unknown>,
  id: number | string | undefined,
  req: PayloadRequest,
  importing: boolean,
): Promise<Taken> {
  const notThis = id != null ? [{ id: { not_equals: id } }] : []
  const first = <T>(collection: 'pages' | 'posts' | 'categories' | 'authors', where: object) =>
    req.payload
      .find({ collection, where: where as never, limit: 1, depth: 0, pagination: false, overrideAccess: true, req })
      .then((found) => found.docs[0] as T | undefined)
  if (owner === 'page') {
    const path = await pageAddress(slug, data?.parent, req)
    if (path == null) return null
    if (!importing && !path.includes('/') && isReservedSegment(path)) return 'reserved'
    const page = await first<{ title?: string }>('pages', { and: [{ path: { equals: path } }, ...notThis] })
    if (page) return { owner: 'page', address: path, title: page.title ?? '' }
    if (importing) return null
    const post = await first<{ title?: string }>(
      'posts',
      path.includes('/')
        ? { legacyPath: { equals: path } }
        : { or: [{ slug: { equals: path } }, { legacyPath: { equals: path } }] },
    )
    return post ? { owner: 'post', address: path, title: post.title ?? '' } : null
  }
  if (owner === 'post' && !importing && isReservedSegment(slug)) return 'reserved'
  const collection = owner === 'post' ? 'posts' : owner === 'category' ? 'categories' : 'authors'
  const doc = await first<{ title?: string; name?: string }>(collection, {
    and: [{ slug: { equals: slug } }, ...notThis],
  })
  if (doc) return { owner, address: slug, title: doc.title ?? doc.name ?? '' }
  if (owner !== 'post' || importing) return null
  const page = await first<{ title?: string }>('pages', { path: { equals: slug } })
  return page ? { owner: 'page', address: slug, title: page.title ?? '' } : null
}
