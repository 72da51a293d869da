import type { CSSProperties } from 'react'

import type { Divider } from '@/shapes/divider'

/**
 * A shape divider in Elementor's markup and classes, its SVG inline so the first paint needs no
 * other request. Decorative: hidden from assistive technology.
 */
export function ShapeDivider({ divider }: { divider: Divider }) {
  const { position, shape, negative, flip, aboveContent, svg, style } = divider
  const modifiers = `${flip ? ' is-flipped' : ''}${aboveContent ? ' is-above' : ''}`
  return (
    <div
      className={`elementor-shape elementor-shape-${position}${modifiers}`}
      data-negative={String(negative)}
      data-shape={shape}
      aria-hidden="true"
      style={style as CSSProperties}
      // Our own markup, drawn from a fixed table in src/shapes: no editor text reaches it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
