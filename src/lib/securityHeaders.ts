/**
 * Security headers sent with every response. The Content-Security-Policy is as strict as
 * prerendering allows: pages are built once and served to everyone, so per-request nonces are not
 * possible and Next's inline bootstrap scripts need 'unsafe-inline'; everything else is limited to
 * the site's own origin. Later features add the third parties the studio enables, here.
 */
export function contentSecurityPolicy({ admin }: { admin: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The admin's live preview frames the site; nobody else may.
    'frame-ancestors': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  if (admin) directives['script-src']!.push("'unsafe-eval'")
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

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
