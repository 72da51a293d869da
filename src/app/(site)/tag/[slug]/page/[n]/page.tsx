import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { TagArchive } from '@/components/TagArchive'
import { getTagBySlug } from '@/data/posts'
import { archivePageNumber } from '@/lib/archivePageNumber'
import { tagPermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string; n: string }> }

export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, n } = await params
  const tag = await getTagBySlug(slug)
  if (!tag) return { title: 'Página no encontrada' }
  return seoMetadata({ title: `Etiqueta: ${tag.name} · página ${n}`, description: null, path: `${tagPermalink(tag)}page/${archivePageNumber(n)}/` })
}

export default async function TagPageN({ params }: Props) {
  const { slug, n } = await params
  const page = archivePageNumber(n)
  if (!Number.isInteger(page) || page < 1) notFound()
  if (page === 1) permanentRedirect(`/tag/${slug}/`)
  return <TagArchive slug={slug} page={page} />
}
