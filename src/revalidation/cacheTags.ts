/**
 * The cache tags of the site's renders. Each read in data/ marks the render that makes it with
 * what it read (revalidation/tagRender), and the collections' and globals' hooks expire what a
 * change reaches (revalidation/revalidateTags): a prerendered page is drawn again when, and only
 * when, something it shows has changed. Ids are the documents' own, so the tags of two documents
 * never meet.
 */
export const cacheTags = {
  /** What a change of one article reaches: its address, its comment pages and its comment feed. */
  post: (id: number) => `post:${id}`,
  /** What a change of one page reaches: its address (or `/`, for the front page). */
  page: (id: number) => `page:${id}`,
  /**
   * Renders that lead to a page or an article (the menu, the footer, a button): they change when
   * its public address appears, changes or goes, not when its text does.
   */
  link: (collection: 'pages' | 'posts', id: number) => `link:${collection}:${id}`,
  /** An article's approved comments: its page, its comment pages, its comment feed. */
  comments: (postId: number) => `comments:${postId}`,
  /** A contact form, wherever a page places it. */
  form: (id: number) => `form:${id}`,
  /**
   * The set of published articles: every list (the blog, the archives, the feeds, the sitemap,
   * the posts loops), and every address that found no article (a 404 may answer once one is published).
   */
  posts: 'posts',
  /** The set of published pages: the sitemap, and every address that found no page. */
  pages: 'pages',
  categories: 'categories',
  authors: 'authors',
  /** A photo's text and crops, on every render that draws one. */
  media: 'media',
  header: 'header',
  footer: 'footer',
  settings: 'settings',
  /** The newest approved comments anywhere: the site's comment feed. */
  allComments: 'comments',
} as const

/** The tags no id names: expiring all of them reaches every render the site keeps. */
export const SITE_WIDE_TAGS = [
  cacheTags.posts,
  cacheTags.pages,
  cacheTags.categories,
  cacheTags.authors,
  cacheTags.media,
  cacheTags.header,
  cacheTags.footer,
  cacheTags.settings,
  cacheTags.allComments,
] as const
