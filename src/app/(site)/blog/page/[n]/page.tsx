import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { BlogArchive } from '@/components/BlogArchive'
import { listPosts } from '@/data/posts'
import { archivePageNumber } from '@/lib/archivePageNumber'
import { blogPagePermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ n: string }> }

export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  const { totalPages } = await listPosts(1)
  return Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => ({ n: String(i + 2) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = archivePageNumber((await params).n)
  return seoMetadata({ title: `Blog · página ${n}`, description: null, path: blogPagePermalink(n) })
}

export default async function BlogPage({ params }: Props) {
  const n = archivePageNumber((await params).n)
  if (!Number.isInteger(n) || n < 1) notFound()
  if (n === 1) permanentRedirect('/blog/')
  return <BlogArchive page={n} />
}
