import type { CSSProperties } from 'react'

import { mediaUrl } from '@/lib/mediaSources'
import type { SectionBlock } from '@/payload-types'

import { RenderBlocks } from '../RenderBlocks'
import { LazyBackground } from './LazyBackground.client'

/**
 * A section, boxed or stretched to the window's width. Its background image is named in CSS
 * variables and applied only when the section comes within 200 px of the viewport.
 */
export function SectionComponent({ width, background, tone, anchor, blocks }: SectionBlock) {
  const className = `block-section width-${width ?? 'boxed'} tone-${tone ?? 'light'}`
  const inner = (
    <div className="block-section__inner">
      <RenderBlocks blocks={blocks ?? []} />
    </div>
  )
  if (!background || typeof background !== 'object') {
    return (
      <section className={className} id={anchor ?? undefined}>
        {inner}
      </section>
    )
  }
  const small = mediaUrl(background, 'w960webp')
  const large = mediaUrl(background, 'w1600webp')
  const style = {
    '--bg-image': `image-set(url("${mediaUrl(background, 'w1600avif')}") type("image/avif"), url("${large}") type("image/webp"))`,
    '--bg-image-small': `image-set(url("${mediaUrl(background, 'w960avif')}") type("image/avif"), url("${small}") type("image/webp"))`,
    '--bg-fallback': `url("${large}")`,
  } as CSSProperties
  return (
    <LazyBackground className={`${className} has-bg`} id={anchor ?? undefined} style={style}>
      {inner}
    </LazyBackground>
  )
}
