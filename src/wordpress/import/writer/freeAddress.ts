import type { Payload, PayloadRequest } from 'payload'

import type { PlannedDoc } from '../core/plan/planImport'

/**
 * A new slug for an item of the export whose address the studio's content holds, or null to keep
 * its own. `moved`: a page placed under another parent than its own; `self`: the item's id (a row an
 * earlier run of this export stored, or the id it will get), whose own address is never «taken» from it.
 */
export type FreeAddress = (
  kind: 'pages' | 'posts',
  doc: PlannedDoc,
  parent: number | null,
  options?: { moved?: boolean; self?: number },
) => Promise<string | null>

type Self = { kind: 'pages' | 'posts'; id: number } | undefined
const notSelf = (kind: 'pages' | 'posts', self: Self) => (self?.kind === kind ? [{ id: { not_equals: self.id } }] : [])

/** A page's or article's address is free when no other page has that path and no other article that slug or old path. */
async function taken(payload: Payload, req: PayloadRequest, path: string, self: Self): Promise<boolean> {
  const common = { limit: 1, depth: 0, draft: true, req, overrideAccess: true, select: {} } as const
  const [pages, posts] = await Promise.all([
    payload.find({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, ...notSelf('pages', self)] },
      ...common,
    }),
    path.includes('/')
      ? null
      : payload.find({
          collection: 'posts',
          where: {
            and: [{ or: [{ slug: { equals: path } }, { legacyPath: { equals: path } }] }, ...notSelf('posts', self)],
          },
          ...common,
        }),
  ])
  return pages.docs.length > 0 || (posts?.docs.length ?? 0) > 0
}

/**
 * For `update`: the studio's page keeps an address the export also uses, and the imported item
 * gets the first free one with WordPress's own suffix (`bodas-2`, `bodas-3`…); the report names
 * both. Items whose address is not held (`conflicting` lacks them) keep theirs, unless `moved`:
 * a page placed under another parent than its own (its parent was left out) whose new address is
 * taken gets a free one too.
 */
export function freeAddress(
  payload: Payload,
  req: PayloadRequest,
  conflicting: ReadonlySet<number>,
  notes: string[],
): FreeAddress {
  return async (kind, doc, parent, { moved = false, self } = {}) => {
    if (!conflicting.has(doc.wpId) && !moved) return null
    const me: Self = self === undefined ? undefined : { kind, id: self }
    let base = ''
    if (kind === 'pages' && parent !== null) {
      const above = await payload.findByID({
        collection: 'pages',
        id: parent,
        depth: 0,
        draft: true,
        req,
        overrideAccess: true,
        select: { path: true },
      })
      base = `${String(above.path ?? '')}/`
    }
    if (moved && !conflicting.has(doc.wpId) && !(await taken(payload, req, `${base}${doc.slug}`, me))) return null
    // The first free suffix; an item an earlier run stored finds its own again (`servicios-2` stays).
    for (let n = 2; ; n++) {
      const slug = `${doc.slug}-${n}`
      if (!(await taken(payload, req, `${base}${slug}`, me))) {
        notes.push(
          doc.path === null
            ? `${kind === 'pages' ? 'La página' : 'El artículo'} «${doc.title}» (sin publicar) se importa con la dirección ${base}${slug}: ${doc.slug} ya la usa tu contenido.`
            : moved && !conflicting.has(doc.wpId)
              ? `La página «${doc.title}» se importa en /${base}${slug}/: /${base}${doc.slug}/ ya es de tu contenido.`
              : `${kind === 'pages' ? 'La página' : 'El artículo'} «${doc.title}» se importa en /${base}${slug}/: su dirección /${doc.path}/ sigue siendo de tu contenido.`,
        )
        return slug
      }
    }
  }
}
