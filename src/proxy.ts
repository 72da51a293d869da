import { NextResponse, type NextRequest } from 'next/server'

import { isNoJsFormPost, NOJS_PATH_HEADER, NOJS_ROUTE } from './forms/server/noJsPost'
import {
  COMMENT_FEED_ROUTE,
  COMMENT_VIEW_PATH_HEADER,
  COMMENT_VIEW_PATH_PARAM,
  COMMENT_VIEW_ROUTE,
  commentFeedSlug,
  isCommentViewRequest,
} from './comments/core/commentRoutes'
import { DATE_ARCHIVE_ROUTE, parseDateArchivePath, periodKey } from '@/addresses/dateArchive'
import { ARCHIVE_FEED_ROUTE, archiveFeed, legacyRedirect } from '@/addresses/legacyFeedLinks'
import { frontPagePath } from './lib/frontPagePath'
import { DRAFT_MODE_COOKIE, PREVIEW_PATH_HEADER } from './lib/previewPath'
import { SEARCH_ROUTE, searchRequest } from '@/search/core/searchRoutes'
import { isGalleryPagePath } from '@/galleries/core/galleryPaths'
import { hstsHeader } from './lib/securityHeaders'
import { hasMalformedEscape, isAdminPath, isIdLink, trailingSlashRedirect } from '@/addresses/sitePathRules'
import {
  isLoopViewRequest,
  LOOP_VIEW_PATH_HEADER,
  LOOP_VIEW_PATH_PARAM,
  LOOP_VIEW_ROUTE,
} from './blocks/PostsLoop/core/loopRoutes'

/**
 * Hands a page's request to the route that draws it with one region changed (a comment view, a
 * loop's page), which is told the page's path both as a parameter and in a header.
 */
function rewriteToView(request: NextRequest, route: string, param: string, header: string): NextResponse {
  const { pathname } = request.nextUrl
  const target = request.nextUrl.clone()
  target.pathname = route
  target.searchParams.set(param, pathname)
  const headers = new Headers(request.headers)
  headers.set(header, pathname)
  return NextResponse.rewrite(target, { request: { headers } })
}

/**
 * Runs before every request that is not a static asset or an API: keeps WordPress's URL habits
 * (trailing slashes, the front page's own address sent to /, /?p={id}), hands contact forms posted
 * without JavaScript to their handler, sends a posts loop's page or filter asked without JavaScript
 * to the view that draws it, and adds HSTS when the site is served over https.
 */
/** The feeds' static routes at their own addresses (the public ones are rewritten to them). */
const isStaticFeedRoute = (pathname: string) =>
  pathname.startsWith(`${COMMENT_FEED_ROUTE}/`) ||
  pathname.startsWith(`${ARCHIVE_FEED_ROUTE}/`) ||
  pathname === '/feed/' ||
  pathname === '/comments/feed/'

export async function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl
  if (hasMalformedEscape(pathname)) {
    return new NextResponse('Dirección mal formada.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  if (request.headers.has('next-action') && !isAdminPath(pathname)) {
    // The public site has no server actions (only the admin does): Next would try to read the body as
    // one and answer 500.
    return new NextResponse('Método no admitido.', {
      status: 405,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' },
    })
  }
  let response: NextResponse
  const slashed = trailingSlashRedirect(pathname)
  const reading = request.method === 'GET' || request.method === 'HEAD'
  const moved = reading ? legacyRedirect(pathname, searchParams) : null
  if (slashed) {
    // A plain URL: NextURL would strip the slash again, following Next's own trailing-slash setting.
    const target = new URL(request.url)
    target.pathname = slashed
    target.search = search
    response = NextResponse.redirect(target, 301)
  } else if (
    isNoJsFormPost(request.method, pathname, request.headers.get('content-type'), request.headers.has('next-action'))
  ) {
    // A contact form posted without JavaScript: handled like the REST call, answered with the page.
    const target = request.nextUrl.clone()
    target.pathname = NOJS_ROUTE
    target.search = ''
    const headers = new Headers(request.headers)
    headers.set(NOJS_PATH_HEADER, pathname)
    response = NextResponse.rewrite(target, { request: { headers } })
  } else if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== '/' &&
    pathname === (await frontPagePath())
  ) {
    // /inicio/ → /, as WordPress sends its front page's own address home.
    const target = new URL(request.url)
    target.pathname = '/'
    response = NextResponse.redirect(target, 301)
  } else if (isCommentViewRequest(request.method, pathname, searchParams)) {
    // An article asked with ?replytocom= (reply without JavaScript) or a held comment's preview link.
    response = rewriteToView(request, COMMENT_VIEW_ROUTE, COMMENT_VIEW_PATH_PARAM, COMMENT_VIEW_PATH_HEADER)
  } else if (isLoopViewRequest(request.method, pathname, searchParams)) {
    // A posts loop's page or filter (?e-page-{id}=2, ?e-filter-{id}-category=…) followed without JavaScript.
    response = rewriteToView(request, LOOP_VIEW_ROUTE, LOOP_VIEW_PATH_PARAM, LOOP_VIEW_PATH_HEADER)
  } else if (moved) {
    // Another feed format, an item's /embed/ or /trackback/, the core sitemap: where it lives now.
    const target = new URL(request.url)
    target.pathname = moved
    target.search = ''
    response = NextResponse.redirect(target, 301)
  } else if (isGalleryPagePath(pathname) && !reading) {
    // A client's gallery page is only read; its forms post to routes under it. A form posted to the
    // page itself reached Next as a server action and answered 500 (found by the fuzzer).
    response = new NextResponse('Método no admitido.', {
      status: 405,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
    })
  } else if ((commentFeedSlug(pathname) || archiveFeed(pathname) || isStaticFeedRoute(pathname)) && !reading) {
    // A feed is only read, at its address or at its route's. Next's own OPTIONS answer for a static
    // route is stored as the route's page when it is the first request after a change: every visitor
    // then got a 500 (a 204 with a body) until the next change.
    const allow = 'GET, HEAD, OPTIONS'
    response =
      request.method === 'OPTIONS'
        ? new NextResponse(null, { status: 204, headers: { Allow: allow } })
        : new NextResponse(null, { status: 405, headers: { Allow: allow } })
  } else if (archiveFeed(pathname)) {
    // A category's, tag's or author's feed: one cached route per archive.
    const { kind, slug } = archiveFeed(pathname)!
    const target = request.nextUrl.clone()
    // The slug as the address spells it (still percent-encoded): the route decodes it.
    target.pathname = `${ARCHIVE_FEED_ROUTE}/${kind}/${slug}`
    target.search = ''
    response = NextResponse.rewrite(target)
  } else if (commentFeedSlug(pathname)) {
    const target = request.nextUrl.clone()
    // One segment for the route: an imported article's address keeps its slashes escaped.
    target.pathname = `${COMMENT_FEED_ROUTE}/${commentFeedSlug(pathname)!.split('/').join('%2F')}`
    response = NextResponse.rewrite(target)
  } else if ((request.method === 'GET' || request.method === 'HEAD') && parseDateArchivePath(pathname)) {
    // A date archive (/2024/, /2024/03/, /2024/03/15/, their /page/{n}/): one cached page per period.
    const { period, page } = parseDateArchivePath(pathname)!
    const target = request.nextUrl.clone()
    target.pathname = `${DATE_ARCHIVE_ROUTE}/${periodKey(period)}/${page}`
    response = NextResponse.rewrite(target)
  } else if (isIdLink(pathname, searchParams)) {
    const target = request.nextUrl.clone()
    target.pathname = '/wp-permalink'
    response = NextResponse.rewrite(target)
  } else if (searchRequest(request.method, pathname, searchParams)) {
    // WordPress's search (/?s=…, /page/2/?s=…, ?paged=2): the results page, drawn per request.
    const { query, page } = searchRequest(request.method, pathname, searchParams)!
    const target = request.nextUrl.clone()
    target.pathname = SEARCH_ROUTE
    target.search = ''
    target.searchParams.set('s', query)
    target.searchParams.set('paged', Number.isNaN(page) ? 'x' : String(page))
    response = NextResponse.rewrite(target)
  } else if (request.cookies.has(DRAFT_MODE_COOKIE)) {
    // An editor's preview: the bar's «Salir de la vista previa» leads back to this page, published.
    const headers = new Headers(request.headers)
    headers.set(PREVIEW_PATH_HEADER, pathname)
    response = NextResponse.next({ request: { headers } })
  } else {
    response = NextResponse.next()
  }
  const hsts = hstsHeader(process.env.SITE_URL ?? '')
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  return response
}

export const config = {
  // Not the APIs: Next buffers the body of every request the proxy sees (and cuts it at a limit),
  // while contact-form uploads to /wp-json/, media uploads to /api/ and comments (up to 65,525
  // characters) posted to /wp-comments-post.php must stream to their handlers.
  matcher: ['/((?!_next/static|_next/image|favicon|wp-json/|api/|wp-comments-post\\.php).*)'],
}
