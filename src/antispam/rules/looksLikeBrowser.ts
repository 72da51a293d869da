/** The request headers that tell a browser from a program, as the spam check reads them. */
export type ClientHeaders = {
  userAgent: string
  origin?: string | null
  secFetchSite?: string | null
}

// Every browser in use names itself "Mozilla/5.0 (…)" for historical reasons, and so does every
// bot that wants to pass for one. `Origin` on a POST and `Sec-Fetch-Site` are added by the browser
// itself and cannot be set by a page's script; programs (curl, Python, Node's fetch) send neither
// unless told to. Accept-Language is not used: Node's fetch sends `*` and privacy modes send a
// generic one, so it separates nothing.
const BROWSER_USER_AGENT = /\bMozilla\/\d/i

/**
 * Whether a post claims to come from a browser. Such a post came from one of the site's own
 * forms, which always carry the anti-spam fields; a browser-looking post without them is a program
 * dressed as a browser. A client that does not pretend is left to the other rules.
 */
export const looksLikeBrowser = ({ userAgent, origin, secFetchSite }: ClientHeaders): boolean =>
  BROWSER_USER_AGENT.test(userAgent) || Boolean(origin) || Boolean(secFetchSite)
