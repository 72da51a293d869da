import { notFound } from 'next/navigation'

import { getTagBySlug, listPosts } from '@/data/posts'
import { tagPermalink } from '@/lib/permalink'

import { ArchiveView } from './ArchiveView'

/** Page n of the articles with a tag (/tag/{slug}/, as WordPress has them): 404 for an unknown tag or past the last page. */
export async function TagArchive({ slug, page }: { slug: string; page: number }) {
  const tag = await getTagBySlug(slug)
  if (!tag) notFound()
  const result = await listPosts(page, undefined, tag.name)
  if (page > 1 && page > result.totalPages) notFound()
  return <ArchiveView kicker="Etiqueta" title={tag.name} result={result} page={page} base={tagPermalink(tag)} />
}
