import { notFound } from 'next/navigation'

import { getCategoryBySlug, listPosts } from '@/data/posts'
import { categoryPermalink } from '@/lib/permalink'

import { FrontendConfigScript } from './FrontendConfigScript'
import { PostList } from './PostList'

/** Page n of a category's articles: 404 for an unknown category or past the last page. */
export async function CategoryArchive({ slug, page }: { slug: string; page: number }) {
  const category = await getCategoryBySlug(slug)
  if (!category) notFound()
  const result = await listPosts(page, category.id)
  if (page > 1 && page > result.totalPages) notFound()
  const base = categoryPermalink(category)
  return (
    <div className="archive">
      <header className="page-header">
        <p className="archive-kicker">Categoría</p>
        <h1>
          {category.name}
          {page > 1 ? ` · página ${page}` : ''}
        </h1>
        {category.description && <p className="archive-description">{category.description}</p>}
      </header>
      <PostList posts={result.docs} page={page} totalPages={result.totalPages} pageUrl={(n) => (n <= 1 ? base : `${base}page/${n}/`)} />
      <FrontendConfigScript post={null} />
    </div>
  )
}
