import { useEffect, useState } from 'react'
import { createIcon, IconButton, useLightboxState } from 'yet-another-react-lightbox'
import type {} from 'yet-another-react-lightbox/plugins/share'

import type { LightboxSlide } from './core/lightboxSlide'

import { LIGHTBOX_TEXT } from './labels'

/** How long «Enlace copiado» stays on screen. Not in the seed: long enough to read, then it goes. */
export const SHARE_STATUS_MS = 3000

// The library's own share icon (MIT), so the button looks like the plugin's.
const ShareIcon = createIcon(
  'ShareIcon',
  <path d="m16 5-1.42 1.42-1.59-1.59V16h-1.98V4.83L9.42 6.42 8 5l4-4 4 4zm4 5v11c0 1.1-.9 2-2 2H6c-1.11 0-2-.9-2-2V10c0-1.11.89-2 2-2h3v2H6v11h12V10h-3V8h3c1.1 0 2 .89 2 2z" />,
)

function shareUrl(slide: LightboxSlide): string | undefined {
  const url = slide.share ?? (slide.type === 'image' ? slide.src : undefined)
  return url && new URL(url, location.href).href
}

/**
 * Share (seed §2: share on). The library's Share plugin hides itself where the Web Share API is
 * missing (most desktop browsers), so this button replaces it: the system's share sheet where there
 * is one, else the slide's address copied to the clipboard, with a visible and announced «Enlace
 * copiado». Where neither is possible (a page not served over https) there is no button at all.
 */
export function ShareButton() {
  const { currentSlide } = useLightboxState()
  const [status, setStatus] = useState('')
  useEffect(() => {
    if (!status) return
    const timer = setTimeout(() => setStatus(''), SHARE_STATUS_MS)
    return () => clearTimeout(timer)
  }, [status])
  const slide = currentSlide as LightboxSlide | undefined
  const url = slide && shareUrl(slide)
  const canShare = typeof navigator.share === 'function'
  if (!url || (!canShare && typeof navigator.clipboard?.writeText !== 'function')) return null
  const title = slide.title
  const share = () => {
    if (canShare)
      navigator.share({ url, title }).catch(() => {
        // The visitor closed the share sheet (AbortError) or the browser refused it: nothing to tell them.
      })
    else
      navigator.clipboard.writeText(url).then(
        () => setStatus(LIGHTBOX_TEXT.linkCopied),
        () => setStatus(LIGHTBOX_TEXT.copyFailed),
      )
  }
  return (
    <>
      <IconButton label="Share" icon={ShareIcon} onClick={share} />
      <span role="status" className="revela-lightbox__status">
        {status}
      </span>
    </>
  )
}
