import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { MENU_TARGETS_UNCHECKED } from '@/fields/validatePublishedTarget'

import { pruneMenu, type MenuItem } from '../core/pruneMenu'

/**
 * A deleted page or article leaves the main menu and the footer's links (the owner was warned on
 * its edit view and in the confirmation), rather than an item with an empty «Destino».
 *
 * Payload runs a bulk delete's afterDelete hooks side by side (a list's «Eliminar» on several rows,
 * the WordPress importer replacing the demo). Each rewrites the menu's rows, and two rewrites at
 * once on one PostgreSQL transaction collide (the same row ids inserted twice) and abort it, so
 * the rewrites of one request take turns. Requests apart have transactions apart: the database
 * orders those, and a queue shared between them could wait on a lock its own transaction holds.
 */
const turns = new WeakMap<object, Promise<unknown>>()

export const pruneMenusAfterDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const run = (turns.get(req) ?? Promise.resolve()).then(() => prune(collection.slug, id, req))
  turns.set(
    req,
    run.catch(() => {
      // Only the queue's copy is silenced, so that the next turn runs; this
      // turn's failure reaches the hook through `await run` below.
      return undefined
    }),
  )
  await run
}

async function prune(collection: string, id: number | string, req: PayloadRequest): Promise<void> {
  // Only the deleted target leaves: the other items stay as they are, whatever their pages' status.
  const context = { [MENU_TARGETS_UNCHECKED]: true }
  const header = await req.payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true, req })
  const items = pruneMenu((header.items ?? []) as MenuItem[], collection, id)
  if (items)
    await req.payload.updateGlobal({
      slug: 'header',
      data: { items } as never,
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
  const footer = await req.payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true, req })
  const legalLinks = pruneMenu((footer.legalLinks ?? []) as MenuItem[], collection, id, { levels: 1 })
  if (legalLinks)
    await req.payload.updateGlobal({
      slug: 'footer',
      data: { legalLinks } as never,
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
}
