import { getSettings } from '@/data/globals'
import { listPosts } from '@/data/posts'
import { env } from '@/env'
import { absoluteUrl, postPermalink } from '@/lib/permalink'
import { rss } from '@/lib/rss'
import { articleText } from '@/lib/seo'
import type { Category } from '@/payload-types'

export const dynamic = 'force-static'
export const revalidate = false

/** The blog's RSS 2.0 feed at /feed/, the ten latest articles. */
export async function GET() {
  const siteUrl = env().siteUrl
  const [settings, posts] = await Promise.all([getSettings(), listPosts(1)])
  const body = rss({
    title: settings.studioName,
    link: siteUrl + '/',
    description: settings.tagline ?? '',
    selfUrl: `${siteUrl}/feed/`,
    items: posts.docs.map((post) => ({
      title: post.title,
      link: absoluteUrl(siteUrl, postPermalink(post)),
      guid: `${siteUrl}/?p=${post.id}`,
      pubDate: new Date(post.publishedAt ?? post.createdAt).toUTCString(),
      description: post.excerpt || articleText(post, 300),
      categories: (post.categories ?? []).filter((c): c is Category => typeof c === 'object').map((c) => c.name),
    })),
  })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
