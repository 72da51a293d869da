import 'server-only'

import { cache } from 'react'

import { decodeSegment } from '@/lib/decodeSegment'
import { slugify } from '@/lib/slugify'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'

import { payloadClient } from '@/db/payloadClient'

import { listTagNames } from './posts'

/**
 * Where an imported tag's old WordPress address leads (/tag/alignment-2/ → /tag/alignment/): the
 * slug Revela gives the tag's name, when a published article carries it; null for any other slug.
 * The imports keep those old slugs (wordpress-imports.tagSlugs), the latest import's winning.
 */
export const getTagAlias = cache(async (slug: string): Promise<string | null> => {
  await tagRender(cacheTags.posts)
  const payload = await payloadClient()
  const imports = await payload.find({
    collection: 'wordpress-imports',
    where: { status: { equals: 'done' } },
    select: { tagSlugs: true },
    sort: 'createdAt',
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const wanted = decodeSegment(slug).toLowerCase()
  let name: string | undefined
  for (const record of imports.docs) {
    const aliases = record.tagSlugs as Record<string, unknown> | null | undefined
    const value = aliases && Object.hasOwn(aliases, wanted) ? aliases[wanted] : undefined
    if (typeof value === 'string') name = value
  }
  if (!name || !(await listTagNames()).includes(name)) return null
  return slugify(name)
})
