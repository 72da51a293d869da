import type { Payload } from 'payload'

export type Written = Partial<
  Record<'posts' | 'pages' | 'media' | 'forms' | 'comments' | 'categories' | 'authors', number[]>
>

export type PreviousImport = { id: number; finishedAt: string; written: Written }

/**
 * The earlier finished imports of the same site: when the last one ended (an editor's change after
 * it is kept unless told `update`), and everything any of them wrote, which a new run finds again
 * by the WordPress ids it keeps and updates in place (an item one run kept as the editor left it
 * is still this export's item on the next).
 */
export async function previousImport(payload: Payload, source: string): Promise<PreviousImport | null> {
  const runs = await payload.find({
    collection: 'wordpress-imports',
    where: { and: [{ source: { equals: source } }, { status: { equals: 'done' } }] },
    sort: '-createdAt',
    select: { written: true, finishedAt: true, updatedAt: true },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const last = runs.docs[0]
  if (!last) return null
  const written: Written = {}
  for (const run of runs.docs)
    for (const [kind, ids] of Object.entries((run.written ?? {}) as Written))
      written[kind as keyof Written] = [...(written[kind as keyof Written] ?? []), ...(ids ?? [])]
  return { id: last.id, finishedAt: last.finishedAt ?? last.updatedAt, written }
}
