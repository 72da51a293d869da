/**
 * Security headers sent with every response. The Content-Security-Policy is as strict as
 * prerendering allows: pages are built once and served to everyone, so per-request nonces are not
 * possible and Next's inline bootstrap scripts need 'unsafe-inline'; everything else is limited to
 * the site's own origin. Later features add the third parties the studio enables, here.
 */
// The invisible CAPTCHAs the studio may choose instead of the self-hosted one. Listing them loads
// nothing: their scripts are only requested when that provider is configured.
const CAPTCHA_SCRIPT_HOSTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://challenges.cloudflare.com',
]
const CAPTCHA_FRAME_HOSTS = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
  'https://challenges.cloudflare.com',
]

// Google Tag Manager and the Google Analytics tags it may run. Listing them loads nothing either:
// the container is requested only after the visitor accepts analytics (src/privacy/browser), and
// without it no page of ours contacts these hosts. GA4 sends its hits to regional subdomains
// (region1.google-analytics.com, …) and may use image beacons, hence the wildcards and img-src.
const TAG_MANAGER_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

// Videos an editor opens in the lightbox from an action link: YouTube's privacy-enhanced player
// (no cookies until play) and Vimeo's. Framed only when a visitor opens such a video.
const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

export function contentSecurityPolicy({ admin }: { admin: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...CAPTCHA_SCRIPT_HOSTS, ...TAG_MANAGER_SCRIPT_HOSTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ANALYTICS_HOSTS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://challenges.cloudflare.com', ...ANALYTICS_HOSTS],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // https: too, for a contact form's "post an auto-generated form" action, whose target the studio
    // sets in the admin (a booking or CRM system); plain http and javascript: stay blocked.
    'form-action': ["'self'", 'https:'],
    // The admin's live preview frames the site; nobody else may.
    'frame-ancestors': ["'self'"],
    'frame-src': ["'self'", ...CAPTCHA_FRAME_HOSTS, ...VIDEO_FRAME_HOSTS],
    'worker-src': ["'self'", 'blob:'],
  }
  if (admin) directives['script-src']!.push("'unsafe-eval'")
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * The policy of files that may be opened as documents (uploads at /wp-content/uploads/, Payload's
 * file routes and the rest of /api, visitors' form files, Elementor's shapes): no scripts, nothing
 * loaded, sandboxed, so an SVG or an XHTML file cannot act as a page of the site or of the admin.
 */
export const SVG_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * The policy of the build's own files (/_next/static/: scripts, styles, fonts, a worker): a policy
 * applies only to a document or a worker, and these are neither when loaded by a page; opened on
 * their own they may load nothing but the site's files and run no inline script. Short on purpose:
 * a first visit loads some fifteen of them, and the page's policy (900 bytes) on each cost 13 KB.
 */
export const STATIC_ASSET_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"

export const STATIC_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** HSTS only makes sense, and is only safe, when the site is served over https. */
export function hstsHeader(siteUrl: string): string | null {
  return siteUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null
}
