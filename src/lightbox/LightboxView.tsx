import { useState } from 'react'
import Lightbox, { type Plugin, type Slide } from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'

import type { LightboxSettings } from './core/lightboxSettings'
import type { LightboxSlide } from './core/lightboxSlide'

import { LIGHTBOX_LABELS, LIGHTBOX_TEXT } from './labels'
import { ShareButton } from './ShareButton'
import { SlideCaption } from './SlideCaption'
import { useFocusTrap } from './useFocusTrap'
import './lightbox.css'

type Props = {
  slides: LightboxSlide[]
  index: number
  settings: LightboxSettings
  /** Plugins only some slides need (video, embedded players), brought by whoever opens those. */
  extraPlugins: Plugin[]
  /** Called once the closing fade has ended. */
  onExited: () => void
}

const nothing = () => null
const caption = ({ slide }: { slide: Slide }) => <SlideCaption slide={slide} />

/**
 * The lightbox as the seed configures it: counter, fullscreen, zoom and share on, the title and
 * description from the media library, every label in Spanish. The library portals it into <body>
 * and makes the rest of the page inert; keyboard (arrows, Escape) and swipe are its own.
 */
export function LightboxView({ slides, index, settings, extraPlugins, onExited }: Props) {
  const [open, setOpen] = useState(true)
  useFocusTrap('.revela-lightbox')
  const single = slides.length < 2
  const plugins = [
    ...(settings.counter && !single ? [Counter] : []),
    ...(settings.fullscreen ? [Fullscreen] : []),
    ...(settings.zoom ? [Zoom] : []),
    ...extraPlugins,
  ]
  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      slides={slides}
      index={index}
      plugins={plugins}
      className="revela-lightbox"
      labels={LIGHTBOX_LABELS}
      counter={{ separator: LIGHTBOX_TEXT.counterSeparator }}
      // One neighbour each side is fetched ahead, not the library's two: a phone's data counts.
      carousel={{ finite: single, preload: 1 }}
      toolbar={{ buttons: settings.share ? [<ShareButton key="share" />, 'close'] : ['close'] }}
      render={{ slideFooter: caption, ...(single && { buttonPrev: nothing, buttonNext: nothing }) }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onExited }}
    />
  )
}
