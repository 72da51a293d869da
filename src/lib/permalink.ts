/**
 * Addresses as WordPress "post name" permalinks make them: /{slug}/ for posts, /{parent}/{child}/
 * for pages, a trailing slash always; the front page is /.
 */
export const pagePermalink = (page: { path?: string | null; slug?: string | null }, homeId?: number, id?: number) =>
  homeId !== undefined && id === homeId ? '/' : `/${page.path ?? page.slug}/`

/** An article's address: its old WordPress path when it had another (`/2024/03/slug/`), else /{slug}/. */
export const postPermalink = (post: { slug?: string | null; legacyPath?: string | null }) =>
  `/${post.legacyPath || post.slug}/`

export const categoryPermalink = (category: { slug?: string | null }) => `/category/${category.slug}/`

export const tagPermalink = (tag: { slug: string }) => `/tag/${tag.slug}/`

export const blogPagePermalink = (page: number) => (page <= 1 ? '/blog/' : `/blog/page/${page}/`)

type Published = { _status?: 'draft' | 'published' | null }
type LinkValue =
  | { relationTo: 'pages'; value: number | ({ id: number; path?: string | null; slug?: string | null } & Published) }
  | {
      relationTo: 'posts'
      value: number | ({ id: number; slug?: string | null; legacyPath?: string | null } & Published)
    }

/**
 * The href of a menu or footer link: a referenced page or article (populated), or a custom URL.
 * A target never published has no public address yet (its row holds a draft, often without a
 * slug): no href, rather than a link to /null/ or to a page visitors get as 404.
 */
export function linkHref(
  link: { type?: string | null; url?: string | null; reference?: LinkValue | null },
  homeId?: number,
): string | null {
  if (link.type === 'custom') return link.url || null
  const ref = link.reference
  if (!ref || typeof ref.value !== 'object' || ref.value._status === 'draft') return null
  if (ref.relationTo === 'pages')
    return ref.value.path || ref.value.slug ? pagePermalink(ref.value, homeId, ref.value.id) : null
  return ref.value.slug ? postPermalink(ref.value) : null
}

/** Absolute URL on the site, for canonical links, feeds and the sitemap. */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, siteUrl + '/').toString()

/** An author's archive, as WordPress has them: /author/{slug}/. */
export const authorPermalink = (author: { slug?: string | null }) => `/author/${author.slug}/`
