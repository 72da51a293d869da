import { LIGHTBOX_IMAGE_EXTENSIONS } from '@/lib/constants'

const EXTENSION = new RegExp(`\\.(${LIGHTBOX_IMAGE_EXTENSIONS.join('|')})$`, 'i')

/**
 * Whether a link opens in the global image lightbox (seed §9): its path ends in one of the image
 * extensions, in any case; the query string and the fragment do not count.
 */
export function isLightboxImageLink(href: string, base = 'http://localhost/'): boolean {
  let url: URL
  try {
    url = new URL(href, base)
  } catch {
    // An address the browser cannot parse opens no lightbox: the link is left as it is.
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return EXTENSION.test(url.pathname)
}
