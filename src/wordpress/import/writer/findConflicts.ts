import type { Payload } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import type { SiteState, Written } from './siteState'

export type Kind = keyof Written

/**
 * Per kind, the WordPress ids already used in Revela by something this export did not write, and
 * the items whose address is taken by another document (those can only be skipped).
 */
export type Conflicts = { lines: string[]; ids: Map<Kind, Set<number>>; addresses: Set<number> }

const NAMES: Record<Kind, string> = {
  posts: 'El artículo',
  pages: 'La página',
  media: 'El medio',
  forms: 'El formulario',
  comments: 'El comentario',
  categories: 'La categoría',
  authors: 'El autor',
}

/**
 * Every id or address of the export already taken in Revela by other content (not written by an
 * earlier import of the same site), named one per line, before anything is written.
 */
export async function findConflicts(payload: Payload, plan: ImportPlan, state: SiteState): Promise<Conflicts> {
  const lines: string[] = []
  const ids = new Map<Kind, Set<number>>()
  const addresses = new Set<number>()
  const ours = (kind: Kind, id: number) => state.previous?.written[kind]?.includes(id) ?? false
  const check = async (kind: Kind, collection: 'posts' | 'pages' | 'media' | 'forms' | 'comments', wanted: { id: number; label: string }[]) => {
    const taken = new Set<number>()
    for (let i = 0; i < wanted.length; i += 500) {
      const chunk = wanted.slice(i, i + 500)
      const found = await payload.find({
        collection,
        where: { id: { in: chunk.map((w) => w.id) } },
        select: {},
        limit: 0,
        pagination: false,
        depth: 0,
        draft: collection === 'posts' || collection === 'pages',
        overrideAccess: true,
      })
      for (const doc of found.docs) if (!ours(kind, doc.id as number)) taken.add(doc.id as number)
    }
    for (const w of wanted) if (taken.has(w.id)) lines.push(`${NAMES[kind]} ${w.id} («${w.label}») usa un id que ya tiene otro contenido de Revela.`)
    ids.set(kind, taken)
  }
  await check(
    'posts',
    'posts',
    plan.docs.filter((d) => d.kind === 'post').map((d) => ({ id: d.wpId, label: d.title })),
  )
  await check(
    'pages',
    'pages',
    plan.docs.filter((d) => d.kind === 'page').map((d) => ({ id: d.wpId, label: d.title })),
  )
  await check(
    'media',
    'media',
    plan.media.map((m) => ({ id: m.wpId, label: m.filename })),
  )
  await check(
    'forms',
    'forms',
    plan.forms.map((f) => ({ id: f.wpId, label: String(f.data.title) })),
  )
  await check(
    'comments',
    'comments',
    plan.comments.map((c) => ({ id: c.wpId, label: c.authorName })),
  )

  // Addresses: an article's old path or slug, a page's path, already answering with other content.
  for (const doc of plan.docs) {
    if (doc.status !== 'published') continue
    const path = doc.path ?? doc.slug
    const [page, post] = await Promise.all([
      payload.find({ collection: 'pages', where: { path: { equals: path } }, select: {}, limit: 5, depth: 0, draft: true, overrideAccess: true }),
      payload.find({
        collection: 'posts',
        where: { or: [{ legacyPath: { equals: path } }, { slug: { equals: doc.kind === 'post' ? doc.slug : path } }] },
        select: {},
        limit: 5,
        depth: 0,
        draft: true,
        overrideAccess: true,
      }),
    ])
    const clash = [
      ...page.docs.filter((d) => !(doc.kind === 'page' && d.id === doc.wpId) && !ours('pages', d.id as number)).map((d) => `la página ${d.id}`),
      ...post.docs.filter((d) => !(doc.kind === 'post' && d.id === doc.wpId) && !ours('posts', d.id as number)).map((d) => `el artículo ${d.id}`),
    ]
    if (clash.length) {
      lines.push(`La dirección /${path}/ de «${doc.title}» ya la usa ${clash.join(' y ')} de Revela.`)
      addresses.add(doc.wpId)
    }
  }
  return { lines, ids, addresses }
}
