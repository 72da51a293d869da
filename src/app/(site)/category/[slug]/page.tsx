import type { Metadata } from 'next'

import { CategoryArchive } from '@/components/CategoryArchive'
import { getCategoryBySlug, listCategories } from '@/data/posts'
import { categoryPermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return (await listCategories()).map((c) => ({ slug: c.slug! }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategoryBySlug((await params).slug)
  if (!category) return { title: 'Página no encontrada' }
  return seoMetadata({ title: category.name, description: category.description, path: categoryPermalink(category) })
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryArchive slug={(await params).slug} page={1} />
}
