import { hasNegative, isShapeName } from './catalog'
import { DRAWINGS } from './drawings'
import { VIEW_HEIGHT, VIEW_WIDTH, type Edge } from './geometry'

/** Elementor's class for a shape's paths; the page's CSS gives them their colour (`fill`). */
export const SHAPE_FILL_CLASS = 'elementor-shape-fill'

/**
 * The fill between the top of the box and the edge, or for the negative form between the edge and
 * the bottom (what the positive form leaves empty), as Elementor draws its `-negative` files.
 */
function area({ start, d }: Edge, negative: boolean): string {
  const side = negative ? VIEW_HEIGHT : 0
  return `M0,${side}L0,${start}${d}L${VIEW_WIDTH},${side}Z`
}

/**
 * The SVG of a shape divider, in Elementor's convention: a 1000 × 100 view box stretched to the
 * divider's box (`preserveAspectRatio="none"`), drawn for the top of a section (the negative form
 * filled from the bottom; the page turns either around where it needs). Null for an unknown name,
 * or a negative form the shape does not have.
 */
export function shapeSvg(name: string, negative = false): string | null {
  if (!isShapeName(name) || (negative && !hasNegative(name))) return null
  const paths = DRAWINGS[name].map(({ edge, opacity }) => {
    const style = opacity === undefined ? '' : ` style="opacity:${opacity}"`
    return `<path class="${SHAPE_FILL_CLASS}"${style} d="${area(edge, negative)}"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="none">${paths.join('')}</svg>`
}

/**
 * The shape a file name asks for, as Elementor names its files (`waves.svg`, `waves-negative.svg`),
 * or null for anything else: unknown shapes, negative forms that do not exist, other extensions.
 */
export function shapeOfFileName(file: string): { name: string; negative: boolean } | null {
  const match = /^([a-z-]+?)(-negative)?\.svg$/.exec(file)
  if (!match) return null
  const [, name = '', suffix] = match
  const negative = suffix !== undefined
  return shapeSvg(name, negative) === null ? null : { name, negative }
}
