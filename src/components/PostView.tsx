import Link from 'next/link'

import { env } from '@/env'
import { formatDate } from '@/lib/formatDate'
import { absoluteUrl, categoryPermalink, postPermalink } from '@/lib/permalink'
import type { Category, Media, Post, User } from '@/payload-types'

import { FrontendConfigScript } from './FrontendConfigScript'
import { JsonLd } from './JsonLd'
import { ResponsiveImage } from './ResponsiveImage'
import { RichText } from './RichText'

/** An article: title, date, author, featured image, body and categories, with its structured data. */
export function PostView({ post, studioName }: { post: Post; studioName: string }) {
  const image = typeof post.featuredImage === 'object' ? (post.featuredImage as Media | null) : null
  const author = typeof post.author === 'object' ? (post.author as User | null) : null
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const siteUrl = env().siteUrl
  const url = absoluteUrl(siteUrl, postPermalink(post))
  return (
    <article className="post" id={`post-${post.id}`}>
      <header className="post-header">
        {categories.length > 0 && (
          <p className="post-categories">
            {categories.map((c, i) => (
              <span key={c.id}>
                {i > 0 && ', '}
                <Link href={categoryPermalink(c)} rel="category tag">
                  {c.name}
                </Link>
              </span>
            ))}
          </p>
        )}
        <h1 className="post-title">{post.title}</h1>
        <p className="post-meta">
          {post.publishedAt && (
            <time dateTime={post.publishedAt} className="published">
              {formatDate(post.publishedAt)}
            </time>
          )}
          {author?.name && (
            <>
              {' · '}
              <span className="author">{author.name}</span>
            </>
          )}
        </p>
      </header>
      {image && (
        <figure className="post-featured">
          <ResponsiveImage media={image} sizes="(max-width: 767px) 100vw, (max-width: 1024px) 90vw, 1100px" priority />
        </figure>
      )}
      <RichText data={post.content} className="post-content" />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.publishedAt ?? undefined,
          dateModified: post.updatedAt,
          mainEntityOfPage: url,
          url,
          image: image?.url ? absoluteUrl(siteUrl, image.url) : undefined,
          author: author?.name ? { '@type': 'Person', name: author.name } : { '@type': 'Organization', name: studioName },
          publisher: { '@type': 'Organization', name: studioName, url: siteUrl + '/' },
          inLanguage: 'es-ES',
          articleSection: categories.map((c) => c.name),
          keywords: post.tags?.join(', ') || undefined,
        }}
      />
      <FrontendConfigScript
        post={{ id: post.id, title: post.title, excerpt: post.excerpt ?? '', featuredImage: image?.url ?? null }}
      />
    </article>
  )
}
