import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FrontendConfigScript } from '@/components/FrontendConfigScript'
import { PostList } from '@/components/PostList'
import { getCategoryBySlug, listCategories, listPosts } from '@/data/posts'
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

export default async function CategoryArchive({ params }: Props) {
  const category = await getCategoryBySlug((await params).slug)
  if (!category) notFound()
  const result = await listPosts(1, category.id)
  return (
    <div className="archive">
      <header className="page-header">
        <p className="archive-kicker">Categoría</p>
        <h1>{category.name}</h1>
        {category.description && <p className="archive-description">{category.description}</p>}
      </header>
      <PostList posts={result.docs} page={1} totalPages={1} />
      <FrontendConfigScript post={null} />
    </div>
  )
}
