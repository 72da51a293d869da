import { useId, type CSSProperties } from 'react'
import { preload } from 'react-dom'

import { BREAKPOINTS } from '@/lib/constants'
import { mediaUrl } from '@/lib/mediaSources'
import type { SectionBlock } from '@/payload-types'
import { dividerOf } from '@/shapes/divider'

import { RenderBlocks } from '../RenderBlocks'
import { LazyBackground } from './LazyBackground.client'
import { MotionScript } from './MotionScript.client'
import { sectionBoxStyle } from './sectionBox'
import { motionOf, stickyOf } from './sectionEffects'
import { ShapeDivider } from './ShapeDivider'
import { StickyScript } from './StickyScript.client'
import './section.css'

/**
 * A section, boxed or stretched to the window's width. Its background image is named in CSS
 * variables and applied only when the section comes within 200 px of the viewport. Scroll effects
 * and stickiness each bring their own small script, and only to the sections that use them.
 * `firstOnPage` (set by PageView on the layout's first block): the section is in view on arrival,
 * so its background is drawn at once and preloaded, not left for a script to start (it is the
 * page's largest paint; waiting for JavaScript would delay it by seconds on a phone).
 * Shape dividers are drawn inline at its edges, under the content unless set in front of it.
 */
export function SectionComponent(block: SectionBlock & { firstOnPage?: boolean }) {
  const { width, background, tone, anchor, blocks } = block
  // Names the section for its scripts, which find it in the page once they load.
  const key = useId()
  const motion = motionOf(block.motion)
  const sticky = stickyOf(block.sticky)
  const dividers = [dividerOf('top', block.shapeTop), dividerOf('bottom', block.shapeBottom)].filter((d) => d !== null)
  const className = `block-section width-${width ?? 'boxed'} tone-${tone ?? 'light'}${dividers.length ? ' has-shape' : ''}`
  const data = {
    'data-section-fx': motion || sticky ? key : undefined,
    // Read by the no-JavaScript fallback (stickyNoscriptCss) only.
    'data-sticky': sticky?.settings.position,
    'data-sticky-devices': sticky?.devices.join(' '),
  }
  const ownStyle: Record<string, string> = {
    ...sectionBoxStyle(block.backgroundColor, block.padding),
    ...(sticky ? { '--sticky-offset': `${sticky.settings.offset}px` } : {}),
  }
  const content = (
    <>
      {dividers.map((divider) => (
        <ShapeDivider key={divider.position} divider={divider} />
      ))}
      <div className="block-section__inner">
        <RenderBlocks blocks={blocks ?? []} />
      </div>
      {motion && <MotionScript target={key} settings={motion.settings} devices={motion.devices} />}
      {sticky && <StickyScript target={key} settings={sticky.settings} devices={sticky.devices} />}
    </>
  )
  if (!background || typeof background !== 'object') {
    return (
      <section
        className={className}
        id={anchor || undefined}
        style={Object.keys(ownStyle).length ? (ownStyle as CSSProperties) : undefined}
        {...data}
      >
        {content}
      </section>
    )
  }
  const small = mediaUrl(background, 'w960webp')
  const large = mediaUrl(background, 'w1600webp')
  const style: Record<string, string> = {
    ...ownStyle,
    '--bg-image': `image-set(url("${mediaUrl(background, 'w1600avif')}") type("image/avif"), url("${large}") type("image/webp"))`,
    '--bg-image-small': `image-set(url("${mediaUrl(background, 'w960avif')}") type("image/avif"), url("${small}") type("image/webp"))`,
    '--bg-fallback': `url("${large}")`,
  }
  if (block.firstOnPage) {
    // The same image-set the CSS picks (AVIF where the browser takes it), per screen size.
    preload(mediaUrl(background, 'w960avif'), {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      media: `(max-width: ${BREAKPOINTS.mobile}px)`,
    })
    preload(mediaUrl(background, 'w1600avif'), {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      media: `(min-width: ${BREAKPOINTS.mobile + 1}px)`,
    })
    return (
      <section
        className={`${className} has-bg bg-loaded`}
        id={anchor || undefined}
        style={style as CSSProperties}
        data-bg=""
        {...data}
      >
        {content}
      </section>
    )
  }
  return (
    <LazyBackground
      className={`${className} has-bg`}
      id={anchor || undefined}
      style={style as CSSProperties}
      data={data}
    >
      {content}
    </LazyBackground>
  )
}
