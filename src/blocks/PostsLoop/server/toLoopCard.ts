import { formatDate } from '@/lib/formatDate'
import { mediaSources } from '@/lib/mediaSources'
import { categoryPermalink, postPermalink } from '@/lib/permalink'
import { articleText } from '@/lib/seo'
import type { Post } from '@/payload-types'

import type { LoopCard } from '../core/types'

/** How long an excerpt written from the text may be, as the blog's cards cut them. */
const EXCERPT_LENGTH = 160

/**
 * A published post (featured image and categories populated) as its card shows it: the excerpt
 * the editor wrote or the start of the text, the date in Spanish, the image's sources.
 */
export function toLoopCard(post: Post): LoopCard {
  const media = typeof post.featuredImage === 'object' ? post.featuredImage : null
  const sources = media ? mediaSources(media) : null
  return {
    id: post.id,
    title: post.title,
    href: postPermalink(post),
    date: post.publishedAt ?? null,
    dateText: post.publishedAt ? formatDate(post.publishedAt) : '',
    excerpt: post.excerpt?.trim() || articleText(post, EXCERPT_LENGTH),
    image:
      media && sources?.fallback
        ? {
            avif: sources.avif,
            webp: sources.webp,
            src: sources.fallback,
            alt: media.alt ?? '',
            width: media.width ?? null,
            height: media.height ?? null,
          }
        : null,
    categories: (post.categories ?? [])
      .filter((c) => typeof c === 'object' && c.slug)
      .map((c) => {
        const category = c as { name: string; slug?: string | null }
        return { name: category.name, href: categoryPermalink(category) }
      }),
  }
}
