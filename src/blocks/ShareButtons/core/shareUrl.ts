import { RETIRED_SHARE_NETWORKS } from './retiredShareNetworks'

/** What is shared: the page's absolute URL, its title and, for Pinterest, an absolute image URL. */
export type ShareTarget = { url: string; title: string; image?: string | null }

/** A plain link (opened in a new tab unless it is mail), or the browser's print dialog. */
export type ShareAction = { kind: 'link'; href: string; newTab: boolean } | { kind: 'print' }

type Params = Record<string, string | null | undefined>

/** `base?a=…&b=…` with every value percent-encoded as a URI component (spaces as %20, never +). */
function withQuery(base: string, params: Params): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
  return query ? `${base}?${query}` : base
}

/**
 * Each network's share page as documented by the network (2025). Only these addresses are ever
 * produced: the network's name never becomes part of a URL.
 */
const BUILDERS: Record<string, (t: ShareTarget) => string> = {
  facebook: (t) => withQuery('https://www.facebook.com/sharer/sharer.php', { u: t.url }),
  'x-twitter': (t) => withQuery('https://x.com/intent/post', { url: t.url, text: t.title }),
  linkedin: (t) => withQuery('https://www.linkedin.com/sharing/share-offsite/', { url: t.url }),
  pinterest: (t) =>
    withQuery('https://www.pinterest.com/pin/create/button/', { url: t.url, media: t.image, description: t.title }),
  reddit: (t) => withQuery('https://www.reddit.com/submit', { url: t.url, title: t.title }),
  vk: (t) => withQuery('https://vk.com/share.php', { url: t.url, title: t.title, image: t.image }),
  odnoklassniki: (t) => withQuery('https://connect.ok.ru/offer', { url: t.url, title: t.title, imageUrl: t.image }),
  tumblr: (t) =>
    withQuery('https://www.tumblr.com/widgets/share/tool', { posttype: 'link', canonicalUrl: t.url, title: t.title }),
  mix: (t) => withQuery('https://mix.com/add', { url: t.url }),
  // What Microsoft's "Share to Teams" launcher opens.
  teams: (t) => withQuery('https://teams.microsoft.com/share', { href: t.url, msgText: t.title }),
  telegram: (t) => withQuery('https://t.me/share/url', { url: t.url, text: t.title }),
  xing: (t) => withQuery('https://www.xing.com/spi/shares/new', { url: t.url }),
  whatsapp: (t) => withQuery('https://api.whatsapp.com/send', { text: `${t.title} ${t.url}` }),
  threads: (t) => withQuery('https://www.threads.com/intent/post', { text: `${t.title} ${t.url}` }),
  email: (t) => withQuery('mailto:', { subject: t.title, body: t.url }),
}

/** The network that actually receives a share of `network` (a retired one's successor). */
export function shareDestination(network: string): string | null {
  const retired = RETIRED_SHARE_NETWORKS[network]
  if (retired) return retired.successor?.name ?? null
  return network === 'print' || Object.hasOwn(BUILDERS, network) ? network : null
}

/**
 * The plain share link of a network, built on the server so that nothing is asked of any network
 * until the visitor clicks. Null for a network without a share page (closed, or unknown).
 */
export function shareUrl(network: string, target: ShareTarget): ShareAction | null {
  const destination = shareDestination(network)
  if (destination === null) return null
  if (destination === 'print') return { kind: 'print' }
  const build = BUILDERS[destination]
  if (!build) return null
  return { kind: 'link', href: build(target), newTab: destination !== 'email' }
}
