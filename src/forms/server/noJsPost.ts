import { isPostRoutePath } from '@/lib/reservedPaths'

/** The header through which the proxy tells the no-JavaScript form handler which page was posted to. */
export const NOJS_PATH_HEADER = 'x-revela-form-path'

/** Where the proxy sends form posts to pages. */
export const NOJS_ROUTE = '/wpcf7-nojs'

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i

/**
 * Whether a request is a form posted to a page without JavaScript. Pages are static, so such a post
 * can only be one of our contact forms (CF7 sets `action` to the page itself); Next's own server
 * actions carry a `Next-Action` header and are left alone.
 */
export function isNoJsFormPost(method: string, pathname: string, contentType: string | null, hasNextAction: boolean) {
  return method === 'POST' && !hasNextAction && FORM_TYPES.test(contentType ?? '') && !isPostRoutePath(pathname)
}
