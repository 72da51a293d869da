import type { CollectionAfterChangeHook } from 'payload'

import { revalidateContent } from '@/hooks/revalidate'
import { pagePermalink } from '@/lib/permalink'

/** Whether a block tree places the form `formId` anywhere (blocks nest in sections and columns). */
export function placesForm(node: unknown, formId: number): boolean {
  if (Array.isArray(node)) return node.some((child) => placesForm(child, formId))
  if (node === null || typeof node !== 'object') return false
  const block = node as { blockType?: unknown; form?: unknown }
  if (block.blockType === 'contactForm') {
    const id = typeof block.form === 'object' && block.form !== null ? (block.form as { id?: unknown }).id : block.form
    if (id === formId) return true
  }
  return Object.values(node).some((child) => placesForm(child, formId))
}

/**
 * Forms are drawn into prerendered pages: a changed form re-renders the pages that place it, and
 * only those (every other page keeps its cached copy).
 */
export const revalidateFormPages: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context?.disableRevalidate) return doc
  const { docs } = await req.payload.find({
    collection: 'pages',
    limit: 0,
    depth: 0,
    pagination: false,
    select: { layout: true, path: true, slug: true },
    overrideAccess: true,
    req,
  })
  const paths = docs.filter((page) => placesForm(page.layout, doc.id)).map((page) => pagePermalink(page))
  if (paths.length > 0) revalidateContent(paths, context)
  return doc
}
