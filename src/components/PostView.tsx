import { IntentLink } from '@/components/IntentLink.client'

import { ProgressTracker } from '@/blocks/ProgressTracker/ProgressTracker'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ShareButtons } from '@/blocks/ShareButtons/ShareButtons'
import type { ThreadNode } from '@/comments/core'
import { commentCountText, commentPagePath, commentPlainText, type DisplayComment } from '@/comments/render'
import { env } from '@/env'
import { formatDate } from '@/lib/formatDate'
import { plainTitle, titleHtml } from '@/lib/html/titleHtml'
import { absoluteUrl, categoryPermalink, postPermalink, tagPermalink } from '@/lib/permalink'
import type { ShareNetwork } from '@/lib/shareNetworks'
import { slugify } from '@/lib/slugify'
import type { Author, Category, Media, Post, User } from '@/payload-types'

import { CommentsSection, type PostComments } from '@/comments/components/CommentsSection'
import { FrontendConfigScript } from './FrontendConfigScript'
import { JsonLd } from './JsonLd'
import { ResponsiveImage } from './ResponsiveImage'
import { RichText } from './RichText'

/** What the studio chose to show on every article (Ajustes del sitio → Redes). */
export type ArticleWidgets = {
  share: readonly string[]
  catalog: readonly ShareNetwork[]
  progress: 'horizontal' | 'circular' | 'none'
}

/**
 * An article: title, date, author, featured image, body, share buttons, categories and comments,
 * with its structured data and, if the studio wants it, a reading-progress indicator.
 */
export function PostView({
  post,
  studioName,
  comments,
  widgets,
}: {
  post: Post
  studioName: string
  comments: PostComments
  widgets: ArticleWidgets
}) {
  const image = typeof post.featuredImage === 'object' ? (post.featuredImage as Media | null) : null
  // The signature an article carries (an author brought from WordPress) wins over the editor's name.
  const byline = typeof post.byline === 'object' ? (post.byline as Author | null) : null
  const author = byline ?? (typeof post.author === 'object' ? (post.author as User | null) : null)
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const siteUrl = env().siteUrl
  const permalink = postPermalink(post)
  const url = absoluteUrl(siteUrl, permalink)
  return (
    <article className="post" id={`post-${post.id}`}>
      <PostHeader post={post} categories={categories} authorName={author?.name} comments={comments} />
      {image && (
        <figure className="post-featured">
          <ResponsiveImage media={image} sizes="(max-width: 767px) 100vw, (max-width: 1024px) 90vw, 1100px" priority />
        </figure>
      )}
      <RichText data={post.content} className="post-content" />
      {post.layout && post.layout.length > 0 && (
        <div className="post-layout">
          <RenderBlocks blocks={post.layout} />
        </div>
      )}
      <PostTags tags={(post.tags ?? []).filter((t) => slugify(t))} />
      <ShareButtons
        networks={widgets.share}
        catalog={widgets.catalog}
        url={url}
        title={plainTitle(post.title)}
        image={image?.url ? absoluteUrl(siteUrl, image.url) : null}
        label="Comparte este artículo"
      />
      {widgets.progress !== 'none' && (
        <ProgressTracker type={widgets.progress} relativeTo="content" position="top" target=".post-content" />
      )}
      <CommentsSection postId={post.id} title={plainTitle(post.title)} permalink={permalink} comments={comments} />
      <JsonLd
        data={articleJsonLd({
          post,
          siteUrl,
          permalink,
          image,
          authorName: author?.name,
          studioName,
          categories,
          comments,
        })}
      />
      <FrontendConfigScript
        post={{
          id: post.id,
          title: plainTitle(post.title),
          excerpt: post.excerpt ?? '',
          featuredImage: image?.url ?? null,
        }}
      />
    </article>
  )
}

/** The article's header: its categories, title, date, author and a link to its comments. */
function PostHeader({
  post,
  categories,
  authorName,
  comments,
}: {
  post: Post
  categories: Category[]
  authorName: string | null | undefined
  comments: PostComments
}) {
  return (
    <header className="post-header">
      {categories.length > 0 && (
        <p className="post-categories">
          {categories.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <IntentLink href={categoryPermalink(c)} rel="category tag">
                {c.name}
              </IntentLink>
            </span>
          ))}
        </p>
      )}
      <h1 className="post-title" dangerouslySetInnerHTML={{ __html: titleHtml(post.title) }} />
      <p className="post-meta">
        {post.publishedAt && (
          <time dateTime={post.publishedAt} className="published">
            {formatDate(post.publishedAt)}
          </time>
        )}
        {authorName && (
          <>
            {' · '}
            <span className="author">{authorName}</span>
          </>
        )}
        {(comments.total > 0 || comments.open) && (
          <>
            {' · '}
            {/* As comments_popup_link(): none yet sends the reader to the form, some to the list. */}
            <a className="comments-link" href={comments.total > 0 ? '#comments' : '#respond'}>
              {commentCountText(comments.total)}
            </a>
          </>
        )}
      </p>
    </header>
  )
}

/** «Etiquetas: …», each linking to its archive; nothing when the article has none. */
function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <p className="post-tags">
      Etiquetas:{' '}
      {tags.map((name, i) => (
        <span key={name}>
          {i > 0 && ', '}
          <IntentLink href={tagPermalink({ slug: slugify(name) })} rel="tag">
            {name}
          </IntentLink>
        </span>
      ))}
    </p>
  )
}

/** The article as schema.org's BlogPosting, with the comments this page shows. */
function articleJsonLd({
  post,
  siteUrl,
  permalink,
  image,
  authorName,
  studioName,
  categories,
  comments,
}: {
  post: Post
  siteUrl: string
  permalink: string
  image: Media | null
  authorName: string | null | undefined
  studioName: string
  categories: Category[]
  comments: PostComments
}): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, permalink)
  const pageUrl = absoluteUrl(siteUrl, commentPagePath(permalink, comments.page, comments.pages))
  const shown = shownComments(comments.threads)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: plainTitle(post.title),
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    url,
    image: image?.url ? absoluteUrl(siteUrl, image.url) : undefined,
    author: authorName ? { '@type': 'Person', name: authorName } : { '@type': 'Organization', name: studioName },
    publisher: { '@type': 'Organization', name: studioName, url: siteUrl + '/' },
    inLanguage: 'es-ES',
    articleSection: categories.map((c) => c.name),
    keywords: post.tags?.join(', ') || undefined,
    commentCount: comments.total,
    comment: shown.length
      ? shown.map((c) => ({
          '@type': 'Comment',
          text: commentPlainText(c.content),
          dateCreated: c.createdAt,
          author: { '@type': 'Person', name: c.authorName },
          url: `${pageUrl}#comment-${c.id}`,
        }))
      : undefined,
  }
}

/** The approved comments this page shows, in reading order, for the structured data. */
function shownComments(threads: ThreadNode<DisplayComment>[]): DisplayComment[] {
  return threads.flatMap((node) => [...(node.comment.pending ? [] : [node.comment]), ...shownComments(node.children)])
}
