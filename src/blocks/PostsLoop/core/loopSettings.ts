import { LOOP_LIMITS } from './limits'
import type { LoopPagination, LoopSettings } from './types'

/**
 * The block's fields as Payload stores them. Read as unknown: documents written before a field
 * existed lack it, and the layout found by walking a page arrives untyped.
 */
export type LoopBlockFields = {
  [
    K in 'category' | 'perPage' | 'columns' | 'showFilter' | 'pagination' | 'showExcerpt' | 'showImage' | 'headingLevel'
  ]?: unknown
}

const PAGINATIONS: readonly LoopPagination[] = ['none', 'numbers', 'prevNext']

const clamp = (value: unknown, { min, max, default: fallback }: { min: number; max: number; default: number }) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback

/** The category's id, whether the relationship came populated or as an id. */
function categoryId(value: unknown): number | null {
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The block's settings with the defaults the editor sees and the bounds the fields declare. */
export function loopSettings(input: LoopBlockFields | Record<string, unknown>): LoopSettings {
  const block = input as LoopBlockFields
  const level = Number(block.headingLevel)
  return {
    categoryId: categoryId(block.category),
    perPage: clamp(block.perPage, LOOP_LIMITS.perPage),
    columns: clamp(block.columns, LOOP_LIMITS.columns) as LoopSettings['columns'],
    showFilter: block.showFilter === true,
    pagination: PAGINATIONS.find((p) => p === block.pagination) ?? 'numbers',
    showExcerpt: block.showExcerpt !== false,
    showImage: block.showImage !== false,
    headingLevel: level === 2 || level === 4 ? level : 3,
  }
}
