import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { CategoryArchive } from '@/components/CategoryArchive'
import { getCategoryBySlug } from '@/data/posts'
import { archivePageNumber } from '@/lib/archivePageNumber'
import { categoryPermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string; n: string }> }

// Later pages of a category are rendered on their first request, then served from the cache.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, n } = await params
  const category = await getCategoryBySlug(slug)
  if (!category) return { title: 'Página no encontrada' }
  return seoMetadata({ title: `${category.name} · página ${n}`, description: null, path: `${categoryPermalink(category)}page/${archivePageNumber(n)}/` })
}

export default async function CategoryPageN({ params }: Props) {
  const { slug, n } = await params
  const page = archivePageNumber(n)
  if (!Number.isInteger(page) || page < 1) notFound()
  if (page === 1) permanentRedirect(`/category/${slug}/`)
  return <CategoryArchive slug={slug} page={page} />
}
