import { isHexColour } from '@/lib/hexColour'

import { hasNegative, isShapeName, type ShapeName } from './catalog'
import { shapeSvg } from './shapeSvg'

/** A divider's settings as an editor or the importer leaves them (every field may be missing). */
export type DividerSettings = {
  shape?: string | null
  color?: string | null
  width?: number | null
  height?: number | null
  flip?: boolean | null
  negative?: boolean | null
  aboveContent?: boolean | null
}

export type Divider = {
  position: 'top' | 'bottom'
  shape: ShapeName
  /** Only where the shape has a negative form; the box is turned around accordingly by the CSS. */
  negative: boolean
  flip: boolean
  aboveContent: boolean
  svg: string
  /** CSS variables for the divider's box: width (%), height (px) and colour, when set. */
  style: Record<`--${string}`, string>
}

export const DIVIDER_WIDTH = { min: 100, max: 300 } as const
export const DIVIDER_HEIGHT = { min: 0, max: 500 } as const

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value))
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** What a section's divider draws, or null when it has no (known) shape. */
export function dividerOf(position: Divider['position'], settings: DividerSettings | null | undefined): Divider | null {
  const shape = settings?.shape
  if (!isShapeName(shape)) return null
  const negative = Boolean(settings?.negative) && hasNegative(shape)
  const style: Divider['style'] = {}
  const width = isNumber(settings?.width) ? clamp(settings.width, DIVIDER_WIDTH) : DIVIDER_WIDTH.min
  if (width !== DIVIDER_WIDTH.min) style['--shape-width'] = `${width}%`
  if (isNumber(settings?.height)) style['--shape-height'] = `${clamp(settings.height, DIVIDER_HEIGHT)}px`
  if (isHexColour(settings?.color)) style['--shape-color'] = settings.color
  return {
    position,
    shape,
    negative,
    flip: Boolean(settings?.flip),
    aboveContent: Boolean(settings?.aboveContent),
    svg: shapeSvg(shape, negative)!,
    style,
  }
}
