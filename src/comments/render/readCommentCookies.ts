/** What a returning visitor asked the site to remember, to fill the comment form with. */
export interface CommentCookieValues {
  author?: string
  email?: string
  url?: string
}

// WordPress's cookie names end in a hash of the site's address (COOKIEHASH): any hash will do.
// The longer prefixes come first, since `comment_author_` is the start of the other two.
const PREFIXES: [string, keyof CommentCookieValues][] = [
  ['comment_author_email_', 'email'],
  ['comment_author_url_', 'url'],
  ['comment_author_', 'author'],
]

/**
 * The name, e-mail and web from WordPress's "save my details" cookies in a Cookie header or
 * `document.cookie`. Values are URL-encoded as PHP's setcookie() writes them (a space as `+`);
 * a value that does not decode is skipped.
 */
export function readCommentCookies(cookieHeader: string): CommentCookieValues {
  const values: CommentCookieValues = {}
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    const key = PREFIXES.find(([prefix]) => name.startsWith(prefix) && name.length > prefix.length)?.[1]
    if (!key || values[key] !== undefined) continue
    try {
      const value = decodeURIComponent(
        part
          .slice(eq + 1)
          .trim()
          .replace(/\+/g, ' '),
      ).trim()
      if (value) values[key] = value
    } catch {
      // A malformed value is not the visitor's data; the field stays empty.
    }
  }
  return values
}
