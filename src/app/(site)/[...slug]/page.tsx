import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { parseCommentPageSegment } from '@/comments/render'
import { commentCaptchaClient } from '@/comments/server/commentCaptcha'
import { PageView } from '@/components/PageView'
import { PostView } from '@/components/PostView'
import { getCommentPage, getCommentPrivacy } from '@/comments/data/comments'
import { getHomePageId, getSettings } from '@/data/globals'
import { getPageByPath, listPagePaths } from '@/data/pages'
import { isPreviewing } from '@/data/preview'
import { findMediaByWordPressSlug } from '@/data/wordPressIds'
import { getCategoryTrail, getPostByLegacyPath, getPostBySlug, listPostSlugs } from '@/data/posts'
import { decodeSegment } from '@/lib/decodeSegment'
import { importedSlugPath } from '@/addresses/importedSlugPath'
import { legacyTaxonomyPath } from '@/addresses/legacyTaxonomyPath'
import { pagePermalink, postPermalink } from '@/lib/permalink'
import { DEFAULT_SHARE_BUTTONS } from '@/lib/shareNetworks'
import { articleText, seoMetadata } from '@/lib/seo'
import type { Media } from '@/payload-types'
import { shareCatalog } from '@/lib/shareNetworks'

type Props = { params: Promise<{ slug: string[] }> }

// Published pages are prerendered at build time; one published later is rendered on its first
// request and then served from the cache until an editor changes it (see the collections' hooks).
// An article's older comment pages (/{slug}/comment-page-{n}/) are rendered and cached the same way.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  const [pages, posts] = await Promise.all([listPagePaths(), listPostSlugs()])
  return [
    ...pages.map((p) => ({ slug: p.path.split('/') })),
    ...posts.map((p) => ({ slug: (p.legacyPath ?? p.slug).split('/') })),
  ]
}

/**
 * A page by its full path, or else an article by its slug (one segment) or by the address it had
 * in WordPress (`2024/03/slug`, any permalink structure), either followed by one of its comment
 * pages (`comment-page-2`), as WordPress's permalinks have them.
 */
async function resolve(slug: string[]) {
  const draft = await isPreviewing()
  const segments = slug.map(decodeSegment)
  const imported = importedSlugPath(segments)
  const page =
    (await getPageByPath(segments.join('/'), draft)) ?? (imported ? await getPageByPath(imported, draft) : null)
  if (page) return { page, post: null }
  const last = segments[segments.length - 1]
  const commentPage = segments.length >= 2 ? parseCommentPageSegment(last) : null
  const articlePath = commentPage === null ? segments : segments.slice(0, -1)
  const post = articlePath.length === 1 ? await getPostBySlug(articlePath[0]!, draft) : null
  if (post) return { page: null, post, commentPage: commentPage ?? undefined, bySlug: true }
  const legacy = await getPostByLegacyPath(articlePath.join('/'), draft)
  return legacy ? { page: null, post: legacy, commentPage: commentPage ?? undefined } : null
}

/**
 * A child category's archive at WordPress's canonical address, with its parents
 * (/category/sesiones/retrato/, and its /page/{n}/): 301 to its own (/category/retrato/) when the
 * parents named are its parents. Null for anything else.
 */
async function childCategoryArchive(segments: string[]): Promise<string | null> {
  if (segments[0] !== 'category' || segments.length < 3) return null
  const target = legacyTaxonomyPath(segments, { categoryBase: 'category' })
  const named = segments.slice(1, target?.includes('/page/') ? -2 : undefined)
  const trail = target ? await getCategoryTrail(named[named.length - 1]!) : null
  return trail && trail.join('/') === named.join('/') ? target : null
}

/**
 * A WordPress attachment page (`/{attachment-slug}/`, or `/{article's address}/{attachment-slug}/`
 * when it was attached to one): 301 to the file, as Revela has no attachment pages. Null else.
 */
async function attachmentFile(slug: string[]): Promise<string | null> {
  const parent = slug.slice(0, -1)
  if (parent.length > 0 && !(await resolve(parent))) return null
  const media = await findMediaByWordPressSlug(decodeSegment(slug[slug.length - 1]!))
  return media?.url ?? null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve((await params).slug)
  if (!found) return { title: 'Página no encontrada' }
  if (found.page) {
    const { page } = found
    return seoMetadata({
      title: page.meta?.title || page.title,
      description: page.meta?.description,
      path: pagePermalink(page),
      image: typeof page.meta?.image === 'object' ? page.meta.image : null,
    })
  }
  const post = found.post!
  const image =
    (typeof post.meta?.image === 'object' && post.meta.image) ||
    (typeof post.featuredImage === 'object' ? (post.featuredImage as Media) : null)
  // A comment page's canonical address is the article's: the article is indexed once, not once per comment page.
  const metadata = seoMetadata({
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt || articleText(post),
    path: postPermalink(post),
    image,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  })
  // The page's own alternates replace the layout's, so the site's feed is named again beside the article's comment feed.
  const { studioName } = await getSettings()
  const feeds = [
    { url: '/feed/', title: `${studioName} » Feed` },
    { url: `${postPermalink(post)}feed/`, title: `${studioName} » Feed de los comentarios de ${post.title}` },
  ]
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': feeds } } }
}

export default async function ContentPage({ params }: Props) {
  const { slug } = await params
  const found = await resolve(slug)
  const settings = await getSettings()
  if (!found) {
    // A category or tag address of the old WordPress site under its own base (/categoria/retrato/).
    const archive = legacyTaxonomyPath(slug.map(decodeSegment), {
      categoryBase: settings.legacyCategoryBase,
      tagBase: settings.legacyTagBase,
    })
    if (archive) permanentRedirect(archive)
    const child = await childCategoryArchive(slug.map(decodeSegment))
    if (child) permanentRedirect(child)
    const attachment = await attachmentFile(slug)
    if (attachment) permanentRedirect(attachment)
    notFound()
  }
  if (found.page) {
    // The front page lives at /, as WordPress sends /{front-page-slug}/ there.
    if (found.page.id === (await getHomePageId())) permanentRedirect('/')
    return <PageView page={found.page} />
  }
  const post = found.post!
  // An article that kept its WordPress address answers there; /{slug}/ leads to it, as WordPress's
  // own redirect for a bare slug does.
  if (post.legacyPath && 'bySlug' in found && found.commentPage === undefined) permanentRedirect(postPermalink(post))
  const [comments, privacy] = await Promise.all([getCommentPage(post.id, found.commentPage), getCommentPrivacy()])
  // paginateThreads keeps the number asked for a page out of range: /comment-page-9/ of three is not
  // found. Nor is the last page by number: it is the article's own address (the only one its links
  // use), so an article with one page of comments has no /comment-page-1/ to be left cached.
  if (found.commentPage !== undefined && comments.page >= comments.pages) notFound()
  if (comments.page > comments.pages) notFound()
  const widgets = {
    share: settings.articleShare ?? [...DEFAULT_SHARE_BUTTONS],
    catalog: shareCatalog(settings),
    progress: settings.articleProgress ?? 'horizontal',
  }
  return (
    <PostView
      post={post}
      studioName={settings.studioName}
      comments={{ ...comments, open: post.commentsOpen !== false, privacy, captcha: commentCaptchaClient(settings) }}
      widgets={widgets}
    />
  )
}
