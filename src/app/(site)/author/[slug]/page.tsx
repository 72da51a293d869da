import type { Metadata } from 'next'

import { AuthorArchive } from '@/components/AuthorArchive'
import { getAuthorBySlug } from '@/data/posts'
import { authorPermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// An author's list is rendered on its first request, then served from the cache until articles change.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = await getAuthorBySlug((await params).slug)
  if (!author) return { title: 'Página no encontrada' }
  return seoMetadata({ title: `Autor: ${author.name}`, description: author.description, path: authorPermalink(author) })
}

export default async function AuthorPage({ params }: Props) {
  return <AuthorArchive slug={(await params).slug} page={1} />
}
