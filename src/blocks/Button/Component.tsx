import type { ButtonBlock } from '@/payload-types'

import { buttonHref } from './buttonHref'

/**
 * A call to action: a link, or (its «Acción al pulsar») an image, a slideshow or a video opened in
 * the site's lightbox through an Elementor action link.
 */
export function ButtonComponent({ label, variant, newTab, ...rest }: ButtonBlock) {
  const href = buttonHref(rest)
  if (!href) return null
  const opensLightbox = (rest.action ?? 'link') !== 'link'
  // A lightbox opens as a dialog, on the same page: no new tab for it.
  const extra = opensLightbox
    ? { 'aria-haspopup': 'dialog' as const }
    : newTab
      ? { target: '_blank', rel: 'noopener' }
      : {}
  return (
    <p className="block-button">
      <a className={`button button--${variant ?? 'primary'}`} href={href} {...extra}>
        {label}
      </a>
    </p>
  )
}
