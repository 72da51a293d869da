import { IntentLink } from '@/components/IntentLink.client'

import { formatDate } from '@/lib/formatDate'
import { titleHtml } from '@/lib/html/titleHtml'
import { blogPagePermalink, postPermalink } from '@/lib/permalink'
import { articleText } from '@/lib/seo'
import type { Media, Post } from '@/payload-types'

import { Pagination } from './Pagination'
import { ResponsiveImage } from './ResponsiveImage'

type Props = { posts: Post[]; page: number; totalPages: number; pageUrl?: (page: number) => string }

/** A list of article cards with numbered pagination, as WordPress's archive pages have them. */
export function PostList({ posts, page, totalPages, pageUrl = blogPagePermalink }: Props) {
  return (
    <>
      <ul className="post-list">
        {posts.map((post, index) => (
          <li key={post.id} className="post-card">
            <article>
              {typeof post.featuredImage === 'object' && post.featuredImage && (
                <IntentLink href={postPermalink(post)} tabIndex={-1} aria-hidden="true" className="post-card__image">
                  {/* The first card's photo fills a phone's first screen: the page's largest paint,
                      asked for at once rather than after layout as a lazy image is. */}
                  <ResponsiveImage
                    media={post.featuredImage as Media}
                    sizes="(max-width: 767px) 100vw, 480px"
                    priority={index === 0}
                  />
                </IntentLink>
              )}
              <h2 className="post-card__title">
                <IntentLink href={postPermalink(post)}>
                  <span dangerouslySetInnerHTML={{ __html: titleHtml(post.title) }} />
                </IntentLink>
              </h2>
              {post.publishedAt && (
                <p className="post-card__date">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                </p>
              )}
              <p className="post-card__excerpt">{post.excerpt || articleText(post, 200)}</p>
            </article>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} pageUrl={pageUrl} label="Paginación de artículos" />
    </>
  )
}
