import { createHash } from 'node:crypto'

import { COMMENTS } from '@/lib/commentLimits'

/** WordPress's COOKIEHASH: the md5 of the site's address, so its cookie names stay the same. */
export const cookieHash = (siteUrl: string) => createHash('md5').update(siteUrl).digest('hex')

/** The three cookie names of wp_set_comment_cookies(). */
export function commentCookieNames(siteUrl: string) {
  const hash = cookieHash(siteUrl)
  return { author: `comment_author_${hash}`, email: `comment_author_email_${hash}`, url: `comment_author_url_${hash}` }
}

export interface RememberedAuthor {
  author: string
  email: string
  url: string
}

/**
 * The Set-Cookie lines after a comment: with the visitor's consent, their name, e-mail and web for
 * the next comment; without it, those cookies expired. Readable by the page's script (not
 * HttpOnly), which fills the form from them, as WordPress's comment form does.
 */
export function commentCookies(
  siteUrl: string,
  remember: RememberedAuthor | null,
  lifetimeS: number = COMMENTS.cookieLifetimeS,
): string[] {
  const names = commentCookieNames(siteUrl)
  const secure = siteUrl.startsWith('https:') ? '; Secure' : ''
  const line = (name: string, value: string, life: string) =>
    `${name}=${encodeURIComponent(value)}; ${life}; Path=/; SameSite=Lax${secure}`
  const life = remember ? `Max-Age=${lifetimeS}` : 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
  return [
    line(names.author, remember?.author ?? '', life),
    line(names.email, remember?.email ?? '', life),
    line(names.url, remember?.url ?? '', life),
  ]
}
