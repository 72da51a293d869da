import { getSettings } from '@/data/globals'
import { env } from '@/env'
import { absoluteUrl, postPermalink } from '@/lib/permalink'
import { rss } from '@/lib/rss'
import { articleText } from '@/lib/seo'
import type { Category, Post } from '@/payload-types'

/**
 * A feed of articles as WordPress's RSS 2.0: the site's (/feed/) or an archive's. Each item's guid
 * is WordPress's (`/?p={id}`), with the id it had there for an imported article, so a reader that
 * followed the old site sees no article twice.
 */
export async function postsFeed({
  posts,
  title,
  path,
}: {
  posts: Post[]
  title?: string
  path: string
}): Promise<Response> {
  const siteUrl = env().siteUrl
  const settings = await getSettings()
  const body = rss({
    title: title ? `${title} – ${settings.studioName}` : settings.studioName,
    link: absoluteUrl(siteUrl, path),
    description: settings.tagline ?? '',
    selfUrl: absoluteUrl(siteUrl, `${path}feed/`),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(siteUrl, postPermalink(post)),
      guid: `${siteUrl}/?p=${post.wordpressId ?? post.id}`,
      pubDate: new Date(post.publishedAt ?? post.createdAt).toUTCString(),
      description: post.excerpt || articleText(post, 300),
      categories: (post.categories ?? []).filter((c): c is Category => typeof c === 'object').map((c) => c.name),
    })),
  })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
