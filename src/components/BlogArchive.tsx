import { notFound } from 'next/navigation'

import { listPosts } from '@/data/posts'

import { FrontendConfigScript } from './FrontendConfigScript'
import { PostList } from './PostList'

/** Page n of the blog: 404 past the last page, as WordPress answers. */
export async function BlogArchive({ page }: { page: number }) {
  const result = await listPosts(page)
  if (page > 1 && page > result.totalPages) notFound()
  return (
    <div className="archive">
      <header className="page-header">
        <h1>Blog{page > 1 ? ` · página ${page}` : ''}</h1>
        <p className="archive-description">Consejos, precios y entre bastidores de nuestras sesiones de fotos.</p>
      </header>
      <PostList posts={result.docs} page={page} totalPages={result.totalPages} />
      <FrontendConfigScript post={null} />
    </div>
  )
}
