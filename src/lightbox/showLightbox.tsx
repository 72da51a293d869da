import { createRoot, type Root } from 'react-dom/client'
import type { Plugin } from 'yet-another-react-lightbox'

import type { LightboxSettings } from './core/lightboxSettings'
import type { LightboxSlide } from './core/lightboxSlide'

import { LightboxView } from './LightboxView'

let root: Root | undefined
let opened = 0

/**
 * Opens the lightbox on these slides. It lives in a React root of its own, in a container appended
 * to <body> (React is on every page already; the page's own tree is not touched). When it has
 * closed, focus goes back to the link that opened it, even where the browser had not focused the
 * link on click (Safari), which the library's own restoring relies on.
 */
export function showLightbox(
  slides: LightboxSlide[],
  index: number,
  opener: HTMLElement,
  settings: LightboxSettings,
  extraPlugins: Plugin[] = [],
) {
  if (!root) {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  }
  const current = root
  const onExited = () => {
    current.render(null)
    if (opener.isConnected) opener.focus({ preventScroll: true })
  }
  current.render(
    <LightboxView
      key={++opened}
      slides={slides}
      index={index}
      settings={settings}
      extraPlugins={extraPlugins}
      onExited={onExited}
    />,
  )
}
