import { notFound, permanentRedirect } from 'next/navigation'

import { getTagBySlug, listPosts } from '@/data/posts'
import { getTagAlias } from '@/data/tagAlias'
import { tagPermalink } from '@/lib/permalink'

import { ArchiveView } from './ArchiveView'

/**
 * Page n of the articles with a tag (/tag/{slug}/, as WordPress has them): a 301 from an imported
 * tag's old slug, 404 for an unknown tag or past the last page.
 */
export async function TagArchive({ slug, page }: { slug: string; page: number }) {
  const tag = await getTagBySlug(slug)
  if (!tag) {
    // An imported tag's old WordPress slug leads to its archive here, as its page did.
    const alias = await getTagAlias(slug)
    if (alias) permanentRedirect(`${tagPermalink({ slug: alias })}${page > 1 ? `page/${page}/` : ''}`)
    notFound()
  }
  const result = await listPosts(page, undefined, tag.name)
  if (page > 1 && page > result.totalPages) notFound()
  return <ArchiveView kicker="Etiqueta" title={tag.name} result={result} page={page} base={tagPermalink(tag)} />
}
