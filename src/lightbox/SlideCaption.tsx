import type { Slide } from 'yet-another-react-lightbox'

import type { LightboxSlide } from './core/lightboxSlide'

/**
 * The slide's title and description from the media library (seed §2: lightbox_title_src = title,
 * lightbox_description_src = description). Drawn here rather than by the library's Captions
 * plugin, whose caption toggle and line clamping we do not use, to keep the chunk within budget.
 * A video shows its title only: a description at the bottom would cover the player's controls.
 * A long description scrolls within its band, so that it never hides the photograph; the band is
 * then a named region in the Tab order, or a keyboard could not scroll it (WCAG 2.1.1).
 */
export function SlideCaption({ slide }: { slide: Slide }) {
  const { title, description: text, type } = slide as LightboxSlide
  const description = type === 'image' ? text : undefined
  return (
    <>
      {title && <h2 className="revela-lightbox__caption revela-lightbox__title">{title}</h2>}
      {description && (
        <p
          className="revela-lightbox__caption revela-lightbox__description"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long caption scrolls: its region must take focus (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label="Descripción de la foto"
        >
          {description}
        </p>
      )}
    </>
  )
}
