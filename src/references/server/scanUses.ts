import type { Payload } from 'payload'

import { describeUses, findUses, type UseSource } from '../core/findUses'

import { relationFields } from './relationFields'
import { globalSources, sourceName, targetPaths, type Referable, type Uses } from './usesOf'

/**
 * Where each of these documents is used, by reading every page and article (their latest version)
 * rather than the references' index: for the WordPress import, which asks once, in its own process,
 * about a site it is about to change, and must not write the index meanwhile (see usesOf for the
 * index's answer, which the admin reads).
 */
export async function scanUsesOfMany(
  payload: Payload,
  collection: Referable,
  ids: readonly number[],
): Promise<Map<number, Uses>> {
  const [globals, pages, posts, paths] = await Promise.all([
    globalSources(payload),
    payload.find({ collection: 'pages', depth: 0, draft: true, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'posts', depth: 0, draft: true, pagination: false, overrideAccess: true }),
    targetPaths(payload, collection, ids),
  ])
  const sources: UseSource[] = [
    ...globals,
    ...pages.docs.map((doc) => ({
      kind: 'collection' as const,
      slug: 'pages',
      id: doc.id,
      title: doc.title,
      data: doc,
    })),
    ...posts.docs.map((doc) => ({
      kind: 'collection' as const,
      slug: 'posts',
      id: doc.id,
      title: doc.title,
      data: doc,
    })),
  ]
  const fields = relationFields(payload)
  const out = new Map<number, Uses>()
  for (const id of ids) {
    const uses = findUses({ collection, id, paths: paths.get(id) }, sources, fields)
    out.set(id, { uses, lines: describeUses(uses, sourceName) })
  }
  return out
}
