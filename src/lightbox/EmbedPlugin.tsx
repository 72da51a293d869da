import type { Plugin } from 'yet-another-react-lightbox'

import { EmbedSlide } from './EmbedSlide'

/**
 * Teaches the lightbox the `embed` slide (a YouTube or Vimeo player). A plugin rather than part
 * of the lightbox, so that only action links, the one way to open a video, carry it.
 */
export const EmbedPlugin: Plugin = ({ augment }) =>
  augment(({ render, ...rest }) => ({
    ...rest,
    render: {
      ...render,
      slide: (props) =>
        props.slide.type === 'embed' ? (
          <EmbedSlide slide={props.slide} offset={props.offset} rect={props.rect} />
        ) : (
          render.slide?.(props)
        ),
    },
  }))
