import type { PaginatedDocs } from 'payload'

import type { Post } from '@/payload-types'

import { FrontendConfigScript } from './FrontendConfigScript'
import { PostList } from './PostList'

/** A list of articles under a heading (a category's, a tag's), with its pages at `{base}page/{n}/`. */
export function ArchiveView({
  kicker,
  title,
  description,
  result,
  page,
  base,
}: {
  kicker: string
  title: string
  description?: string | null
  result: PaginatedDocs<Post>
  page: number
  base: string
}) {
  return (
    <div className="archive">
      <header className="page-header">
        <p className="archive-kicker">{kicker}</p>
        <h1>
          {title}
          {page > 1 ? ` · página ${page}` : ''}
        </h1>
        {description && <p className="archive-description">{description}</p>}
      </header>
      <PostList
        posts={result.docs}
        page={page}
        totalPages={result.totalPages}
        pageUrl={(n) => (n <= 1 ? base : `${base}page/${n}/`)}
      />
      <FrontendConfigScript post={null} />
    </div>
  )
}
