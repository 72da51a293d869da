import { notFound } from 'next/navigation'

import { getCategoryBySlug, listPosts } from '@/data/posts'
import { categoryPermalink } from '@/lib/permalink'

import { ArchiveView } from './ArchiveView'

/** Page n of a category's articles: 404 for an unknown category or past the last page. */
export async function CategoryArchive({ slug, page }: { slug: string; page: number }) {
  const category = await getCategoryBySlug(slug)
  if (!category) notFound()
  const result = await listPosts(page, category.id)
  if (page > 1 && page > result.totalPages) notFound()
  return (
    <ArchiveView
      kicker="Categoría"
      title={category.name}
      description={category.description}
      result={result}
      page={page}
      base={categoryPermalink(category)}
    />
  )
}
