/**
 * A link to the old site made site-relative (`https://estudio.example/contacto/` → `/contacto/`),
 * so it follows the site to its new host; links elsewhere, anchors and relative links unchanged.
 */
export function siteRelative(url: string, siteUrl: string): string {
  const trimmed = url.trim()
  if (!/^(https?:)?\/\//i.test(trimmed)) return trimmed
  try {
    const target = new URL(trimmed, siteUrl)
    const base = new URL(siteUrl)
    const sameHost = target.hostname.replace(/^www\./, '') === base.hostname.replace(/^www\./, '')
    if (!sameHost) return trimmed
    const basePath = base.pathname.replace(/\/$/, '')
    const path = target.pathname.startsWith(`${basePath}/`) ? target.pathname.slice(basePath.length) : target.pathname
    return `${path || '/'}${target.search}${target.hash}`
  } catch {
    // An address the URL parser refuses is left as written: it is no link to this site to make relative.
    return trimmed
  }
}
