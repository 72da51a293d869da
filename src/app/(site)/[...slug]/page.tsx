import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageView } from '@/components/PageView'
import { PostView } from '@/components/PostView'
import { getHomePageId, getSettings } from '@/data/globals'
import { getPageByPath, listPagePaths } from '@/data/pages'
import { getPostBySlug, listPostSlugs } from '@/data/posts'
import { pagePermalink, postPermalink } from '@/lib/permalink'
import { plainText, seoMetadata } from '@/lib/seo'
import type { Media } from '@/payload-types'

type Props = { params: Promise<{ slug: string[] }> }

// Published pages are prerendered at build time; one published later is rendered on its first
// request and then served from the cache until an editor changes it (see the collections' hooks).
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  const [pages, posts] = await Promise.all([listPagePaths(), listPostSlugs()])
  return [...pages.map((p) => ({ slug: p.path.split('/') })), ...posts.map((p) => ({ slug: [p.slug] }))]
}

/** A page by its full path, or else (one segment only) an article by its slug. */
async function resolve(slug: string[]) {
  const { isEnabled: draft } = await draftMode()
  const path = slug.map((s) => decodeURIComponent(s)).join('/')
  const page = await getPageByPath(path, draft)
  if (page) return { page, post: null }
  const post = slug.length === 1 ? await getPostBySlug(path, draft) : null
  return post ? { page: null, post } : null
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
  const image = (typeof post.meta?.image === 'object' && post.meta.image) || (typeof post.featuredImage === 'object' ? (post.featuredImage as Media) : null)
  return seoMetadata({
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt || plainText(post.content),
    path: postPermalink(post),
    image,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  })
}

export default async function ContentPage({ params }: Props) {
  const found = await resolve((await params).slug)
  if (!found) notFound()
  const settings = await getSettings()
  if (found.page) {
    // The front page lives at /, as WordPress sends /{front-page-slug}/ there.
    if (found.page.id === (await getHomePageId())) permanentRedirect('/')
    return <PageView page={found.page} />
  }
  return <PostView post={found.post!} studioName={settings.studioName} />
}
