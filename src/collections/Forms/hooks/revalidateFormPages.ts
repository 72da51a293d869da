import type { CollectionAfterChangeHook } from 'payload'

import { findBlocks, type BlockNode } from '@/lib/findBlocks'
import { pagePathsPlacing } from '@/revalidation/pagePathsPlacing'
import { revalidateContent } from '@/revalidation/revalidate'

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

/** Whether a block is the contact-form block that draws the form `formId`. */
const drawsForm = (formId: number) => (block: BlockNode) =>
  block.blockType === 'contactForm' && idOf(block.form) === formId

/** Whether a layout places the form `formId` anywhere (blocks nest in sections, columns and tabs). */
export const placesForm = (layout: unknown, formId: number): boolean => findBlocks(layout, drawsForm(formId)).length > 0

/**
 * Forms are drawn into prerendered pages: a changed form re-renders the pages that place it, and
 * only those (every other page keeps its cached copy).
 */
export const revalidateFormPages: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context?.disableRevalidate) return doc
  const paths = await pagePathsPlacing(req, drawsForm(doc.id))
  if (paths.length > 0) revalidateContent(paths, context)
  return doc
}
