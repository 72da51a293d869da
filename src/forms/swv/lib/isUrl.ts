/** WordPress wp_allowed_protocols(), which CF7 6.1.6 accepts (6.2-dev narrows it to http/https). */
export const ALLOWED_URL_SCHEMES: readonly string[] = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
]

/**
 * An absolute URL by the WHATWG parser (the global `URL`, in browsers and on the server alike) whose
 * scheme is allowed. The parser is lenient: `http:example.com` and `http://exa_mple.com` pass.
 * (PHP only checks the scheme with wp_parse_url, so it is weaker.)
 */
export function isUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    // The WHATWG parser refuses it: not a URL, which is this validator's answer.
    return false
  }
  return ALLOWED_URL_SCHEMES.includes(url.protocol.replace(/:$/, ''))
}
