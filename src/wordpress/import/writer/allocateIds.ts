import type { Payload, PayloadRequest } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import type { PreviousImport } from './previousImport'

export type IdKind = 'posts' | 'pages' | 'media' | 'forms' | 'comments'

/** Where one item of the export goes: its row in Revela, and when that row was last changed if it exists. */
export type Slot = { id: number; updatedAt?: string }

/**
 * Per kind, the Revela id of each item of the export, by its WordPress id. An item keeps its
 * WordPress id as its Revela id when that id is free (old links, templates and Contact Form 7's
 * addresses then need no translation); an item an earlier run of this export wrote is found again
 * (through its `wordpressId`, or its id for runs made before that field existed) and updated in
 * place; any other item whose id is held by something else — the studio's own page, photo or
 * comment — gets a new id above every id in use, and never that row.
 */
export type IdMap = {
  slot(kind: IdKind, wpId: number): Slot
  id(kind: IdKind, wpId: number): number
  /** The Revela id of an item of the export only if it is imported (else null: a dangling reference). */
  known(kind: IdKind, wpId: number): number | null
  /** The items given a new id, by kind: `[wpId, id]`. */
  moved(kind: IdKind): [number, number][]
}

type Found = { id: number; wordpressId?: number | null; updatedAt: string }

const CHUNK = 500

async function findIn(
  payload: Payload,
  req: PayloadRequest | undefined,
  kind: IdKind,
  field: 'id' | 'wordpressId',
  values: number[],
): Promise<Found[]> {
  const out: Found[] = []
  for (let i = 0; i < values.length; i += CHUNK) {
    const result = await payload.find({
      collection: kind,
      where: { [field]: { in: values.slice(i, i + CHUNK) } },
      select: { wordpressId: true, updatedAt: true },
      pagination: false,
      limit: 0,
      depth: 0,
      draft: kind === 'posts' || kind === 'pages',
      req,
      overrideAccess: true,
    })
    out.push(...(result.docs as unknown as Found[]))
  }
  return out
}

async function highestId(payload: Payload, req: PayloadRequest | undefined, kind: IdKind): Promise<number> {
  const result = await payload.find({
    collection: kind,
    sort: '-id',
    limit: 1,
    select: {},
    depth: 0,
    req,
    overrideAccess: true,
    pagination: false,
  })
  return Number(result.docs[0]?.id ?? 0)
}

/**
 * Decides every item's Revela id before anything is written. `freed` are rows the import removes
 * first (the demo's untouched content): their ids count as free.
 */
export async function allocateIds(
  payload: Payload,
  req: PayloadRequest | undefined,
  plan: ImportPlan,
  previous: PreviousImport | null,
  freed: Partial<Record<IdKind, ReadonlySet<number>>>,
): Promise<IdMap> {
  const wanted: Record<IdKind, number[]> = {
    posts: plan.docs.filter((d) => d.kind === 'post').map((d) => d.wpId),
    pages: plan.docs.filter((d) => d.kind === 'page').map((d) => d.wpId),
    media: plan.media.map((m) => m.wpId),
    forms: plan.forms.map((f) => f.wpId),
    comments: plan.comments.map((c) => c.wpId),
  }
  const slots = new Map<IdKind, Map<number, Slot>>()
  const moved = new Map<IdKind, [number, number][]>()
  for (const kind of Object.keys(wanted) as IdKind[]) {
    const wpIds = [...new Set(wanted[kind])]
    const ours = new Set(previous?.written[kind] ?? [])
    const gone = freed[kind] ?? new Set<number>()
    const byWpId = new Map<number, Slot>()
    // What an earlier run of this export wrote: found by the WordPress id it keeps.
    for (const row of await findIn(payload, req, kind, 'wordpressId', wpIds))
      if (ours.has(row.id) && !gone.has(row.id) && row.wordpressId != null)
        byWpId.set(row.wordpressId, { id: row.id, updatedAt: row.updatedAt })
    const held = new Map<number, Found>()
    for (const row of await findIn(payload, req, kind, 'id', wpIds)) if (!gone.has(row.id)) held.set(row.id, row)
    let next = wpIds.reduce((max, id) => Math.max(max, id), await highestId(payload, req, kind))
    const kindSlots = new Map<number, Slot>()
    const kindMoved: [number, number][] = []
    for (const wpId of wpIds) {
      const again = byWpId.get(wpId)
      const row = held.get(wpId)
      if (again) kindSlots.set(wpId, again)
      // Written by an earlier run before the WordPress id was kept: its id is the WordPress id.
      else if (row && row.wordpressId == null && ours.has(row.id))
        kindSlots.set(wpId, { id: row.id, updatedAt: row.updatedAt })
      else if (!row) kindSlots.set(wpId, { id: wpId })
      else {
        kindSlots.set(wpId, { id: ++next })
        kindMoved.push([wpId, next])
      }
    }
    slots.set(kind, kindSlots)
    moved.set(kind, kindMoved)
  }
  const slot = (kind: IdKind, wpId: number): Slot => slots.get(kind)?.get(wpId) ?? { id: wpId }
  return {
    slot,
    id: (kind, wpId) => slot(kind, wpId).id,
    known: (kind, wpId) => slots.get(kind)?.get(wpId)?.id ?? null,
    moved: (kind) => moved.get(kind) ?? [],
  }
}
