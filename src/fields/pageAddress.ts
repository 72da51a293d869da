import type { PayloadRequest } from 'payload'

/** A relationship's value as its id, whether Payload holds it populated or not. */
export const relationId = (value: unknown): number | string | null =>
  value == null || value === ''
    ? null
    : typeof value === 'object'
      ? ((value as { id?: number | string }).id ?? null)
      : (value as number | string)

/**
 * The path a page with this slug would have under this parent ("sesiones-de-fotos/retrato"), as
 * computePath stores it; null when the parent no longer exists (its own check reports that).
 */
export async function pageAddress(slug: string, parent: unknown, req: PayloadRequest): Promise<string | null> {
  const parentId = relationId(parent)
  if (parentId == null) return slug
  const found = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: parentId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  return doc ? `${doc.path ?? doc.slug}/${slug}` : null
}
