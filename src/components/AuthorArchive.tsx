import { notFound } from 'next/navigation'

import { getAuthorBySlug, listPostsByAuthor } from '@/data/posts'
import { authorPermalink } from '@/lib/permalink'

import { ArchiveView } from './ArchiveView'

/** Page n of the articles an author signed (/author/{slug}/, as WordPress has them): 404 for an unknown author or past the last page. */
export async function AuthorArchive({ slug, page }: { slug: string; page: number }) {
  const author = await getAuthorBySlug(slug)
  if (!author) notFound()
  const result = await listPostsByAuthor(page, author.id)
  if (page > 1 && page > result.totalPages) notFound()
  return (
    <ArchiveView
      kicker="Autor"
      title={author.name}
      description={author.description}
      result={result}
      page={page}
      base={authorPermalink(author)}
    />
  )
}
