import type { Wxr } from '../wxr/types'
import { planIndex, type PlanOptions } from './planIndex'
import type { ImportPlan, PlannedComment, PlannedDoc } from './types'

export type { CommentRef, DocStatus, ImportPlan, PlannedComment, PlannedDoc, PlannedItem } from './types'
export type { PlanOptions } from './planIndex'

/**
 * The whole plan of an export read into memory, every item's content converted: for small
 * exports and tests. A large export is planned by planIndex and converted item by item.
 */
export function planImport(
  wxr: Wxr,
  options: PlanOptions = {},
): Omit<ImportPlan, 'comments'> & { comments: PlannedComment[] } {
  const { plan, planItem } = planIndex(wxr.site, wxr.items, options)
  const docs: PlannedDoc[] = []
  const comments: PlannedComment[] = []
  for (const item of wxr.items) {
    const planned = planItem(item)
    if (!planned) continue
    docs.push(planned.doc)
    comments.push(...planned.comments)
  }
  return { ...plan, docs, comments }
}
