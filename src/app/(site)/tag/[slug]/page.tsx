import type { Metadata } from 'next'

import { TagArchive } from '@/components/TagArchive'
import { getTagBySlug } from '@/data/posts'
import { tagPermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// A tag's list is rendered on its first request, then served from the cache until articles change.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await getTagBySlug((await params).slug)
  if (!tag) return { title: 'Página no encontrada' }
  return seoMetadata({ title: `Etiqueta: ${tag.name}`, description: null, path: tagPermalink(tag) })
}

export default async function TagPage({ params }: Props) {
  return <TagArchive slug={(await params).slug} page={1} />
}
