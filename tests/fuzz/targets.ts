/** What the fuzzer learns about the site before it starts (see discoverSite). */
export type SiteMap = {
  /** Every address in the sitemap, as paths: each page type the site has. */
  pages: string[]
  formId: number
  /** An article that takes comments: its id and path. */
  postId: number
  postPath: string
  /** An uploaded photo's path under /wp-content/uploads/ and /api/media/file/. */
  uploadPath: string
  mediaFile: string
  /**
   * Client galleries the fuzzer's server holds, when its test made them: one open to its link with
   * prepared photos and downloads, one behind a PIN. Without them only an unknown link is tried.
   */
  galleries?: { open: { token: string; photoIds: number[] }; pinned: { token: string } }
}

export type BodyShape = 'none' | 'cf7' | 'comment' | 'json' | 'urlencoded'

/** One public entry point, with the method and body a real client sends it. */
export type Target = { path: string; method: string; body: BodyShape }

/** Every collection and global Payload answers at /api, Payload's own among them. */
const COLLECTIONS = [
  'pages',
  'posts',
  'authors',
  'categories',
  'comments',
  'media',
  'forms',
  'form-submissions',
  'submission-files',
  'outbox',
  'captcha-spent',
  'consent-records',
  'client-galleries',
  'gallery-photos',
  'gallery-events',
  'users',
  'wordpress-imports',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
]
const GLOBALS = ['header', 'footer', 'site-settings']

/**
 * Every route family of Payload's REST API for every collection and global (list, one document,
 * count, versions, create, update, delete), the accounts' operations and the site's own endpoints;
 * the fuzzer sends each any method, queries of every shape and bodies of every kind.
 */
export function apiTargetsOf(site: SiteMap): Target[] {
  const id = String(site.postId)
  const collections = COLLECTIONS.flatMap((c): Target[] => [
    { path: `/api/${c}`, method: 'GET', body: 'none' },
    { path: `/api/${c}`, method: 'POST', body: 'json' },
    { path: `/api/${c}/${c === 'posts' ? id : '1'}`, method: 'GET', body: 'none' },
    { path: `/api/${c}/1`, method: 'PATCH', body: 'json' },
    { path: `/api/${c}/1`, method: 'DELETE', body: 'none' },
    { path: `/api/${c}`, method: 'DELETE', body: 'none' },
    { path: `/api/${c}/count`, method: 'GET', body: 'none' },
    { path: `/api/${c}/versions`, method: 'GET', body: 'none' },
    { path: `/api/${c}/versions/1`, method: 'GET', body: 'none' },
  ])
  const globals = GLOBALS.flatMap((g): Target[] => [
    { path: `/api/globals/${g}`, method: 'GET', body: 'none' },
    { path: `/api/globals/${g}`, method: 'POST', body: 'json' },
    { path: `/api/globals/${g}/versions`, method: 'GET', body: 'none' },
  ])
  const accounts = [
    'login',
    'logout',
    'me',
    'refresh-token',
    'forgot-password',
    'reset-password',
    'unlock',
    'verify/abc',
    'init',
    'first-register',
    'access',
  ].map((op): Target => ({
    path: `/api/users/${op}`,
    method: op === 'me' || op === 'init' ? 'GET' : 'POST',
    body: 'json',
  }))
  return [
    ...collections,
    ...globals,
    ...accounts,
    { path: '/api/access', method: 'GET', body: 'none' },
    { path: '/api/uses/pages?ids=1,2', method: 'GET', body: 'none' },
    { path: '/api/uses/media/1', method: 'GET', body: 'none' },
    { path: '/api/wordpress-imports/current', method: 'GET', body: 'none' },
    { path: '/api/wordpress-imports/upload', method: 'POST', body: 'cf7' },
    { path: '/api/wordpress-imports/1/start', method: 'POST', body: 'json' },
    { path: '/api/form-submissions/export', method: 'GET', body: 'none' },
    { path: '/api/no-existe', method: 'GET', body: 'none' },
  ]
}

/** Every public entry point: pages of each type, the WordPress-compatible APIs, feeds, media and /api. */
export function targetsOf(site: SiteMap): Target[] {
  const form = `/wp-json/contact-form-7/v1/contact-forms/${site.formId}`
  const pages: Target[] = site.pages.map((path) => ({ path, method: 'GET', body: 'none' }))
  return [
    ...pages,
    { path: '/', method: 'GET', body: 'none' },
    { path: '/?s=boda', method: 'GET', body: 'none' },
    { path: `/?p=${site.postId}`, method: 'GET', body: 'none' },
    { path: '/?page_id=2', method: 'GET', body: 'none' },
    { path: '/no-existe/', method: 'GET', body: 'none' },
    { path: '/blog/page/2/', method: 'GET', body: 'none' },
    { path: '/feed/', method: 'GET', body: 'none' },
    { path: `${site.postPath}feed/`, method: 'GET', body: 'none' },
    { path: '/comments/feed/', method: 'GET', body: 'none' },
    { path: '/no-existe/feed/', method: 'OPTIONS', body: 'none' },
    { path: '/2024/03/no-existe/feed/atom/', method: 'GET', body: 'none' },
    { path: '/sitemap.xml', method: 'GET', body: 'none' },
    { path: '/robots.txt', method: 'GET', body: 'none' },
    { path: `${form}/feedback`, method: 'POST', body: 'cf7' },
    { path: `${form}/refill`, method: 'GET', body: 'none' },
    { path: `${form}/feedback/schema`, method: 'GET', body: 'none' },
    { path: '/wpcf7-nojs', method: 'POST', body: 'cf7' },
    { path: '/wpcf7-nojs/challenge', method: 'POST', body: 'urlencoded' },
    { path: '/wp-comments-post.php', method: 'POST', body: 'comment' },
    { path: '/wp-json/revela/v1/consent', method: 'POST', body: 'json' },
    { path: '/wp-json/revela/v1/captcha/challenge', method: 'GET', body: 'none' },
    { path: '/wp-json/revela/v1/revalidate', method: 'POST', body: 'json' },
    { path: '/wp-json/revela/v1/payments/stripe/checkout', method: 'POST', body: 'json' },
    { path: '/wp-json/elementor-pro/v1/refresh-loop', method: 'POST', body: 'json' },
    { path: '/wp-json/', method: 'GET', body: 'none' },
    { path: '/wp-admin/admin-ajax.php', method: 'POST', body: 'urlencoded' },
    { path: `/wp-loop-view?page=2`, method: 'GET', body: 'none' },
    { path: `/wp-comment-view?post=${site.postId}`, method: 'GET', body: 'none' },
    { path: `/wp-permalink?p=${site.postId}`, method: 'GET', body: 'none' },
    { path: `/wp-comment-feed${site.postPath}`, method: 'GET', body: 'none' },
    { path: site.uploadPath, method: 'GET', body: 'none' },
    { path: site.mediaFile, method: 'GET', body: 'none' },
    { path: '/wp-content/plugins/elementor/assets/shapes/waves.svg', method: 'GET', body: 'none' },
    { path: '/next/preview?path=/contacto/', method: 'GET', body: 'none' },
    { path: '/next/exit-preview', method: 'GET', body: 'none' },
    { path: '/api/pages', method: 'GET', body: 'none' },
    { path: '/api/posts?where[title][like]=a', method: 'GET', body: 'none' },
    { path: '/api/media', method: 'POST', body: 'cf7' },
    { path: '/api/users/login', method: 'POST', body: 'json' },
    { path: '/api/users/forgot-password', method: 'POST', body: 'json' },
    { path: '/api/submissions', method: 'POST', body: 'json' },
    { path: '/api/graphql', method: 'POST', body: 'json' },
    { path: '/admin/login', method: 'GET', body: 'none' },
    // A client's gallery: a link of the right shape that names no gallery, real ones when the site
    // has them, and the studio's uploads.
    ...galleryTargets(GALLERY_TOKEN, [1]),
    ...(site.galleries ? galleryTargets(site.galleries.open.token, site.galleries.open.photoIds) : []),
    ...(site.galleries ? galleryTargets(site.galleries.pinned.token, [1]) : []),
    { path: '/galeria-privada/corto/foto/1/original', method: 'GET', body: 'none' },
    { path: '/api/gallery-uploads', method: 'POST', body: 'json' },
    { path: `/api/gallery-uploads/${'a'.repeat(32)}`, method: 'PATCH', body: 'json' },
  ]
}

/** Every address a gallery's link answers, for its token and some of its photos' ids. */
function galleryTargets(token: string, photoIds: number[]): Target[] {
  const base = `/galeria-privada/${token}`
  return [
    { path: base, method: 'GET', body: 'none' },
    { path: `${base}?favoritas=1`, method: 'GET', body: 'none' },
    { path: `${base}/pin`, method: 'POST', body: 'urlencoded' },
    { path: `${base}/favorita`, method: 'POST', body: 'urlencoded' },
    { path: `${base}/nota`, method: 'POST', body: 'urlencoded' },
    { path: `${base}/seleccion`, method: 'POST', body: 'urlencoded' },
    ...photoIds.flatMap((id): Target[] =>
      ['w480.avif', 'w960.webp', 'w2400.webp', 'download.jpg', 'original'].map((variant) => ({
        path: `${base}/foto/${id}/${variant}`,
        method: 'GET',
        body: 'none',
      })),
    ),
    { path: `${base}/descargar/fotos.zip`, method: 'GET', body: 'none' },
    { path: `${base}/descargar/entrega.zip`, method: 'GET', body: 'none' },
  ]
}

/** A gallery link's shape (24 characters of base64url) that no gallery has. */
const GALLERY_TOKEN = 'Zz0Zz0Zz0Zz0Zz0Zz0Zz0Zz0'
