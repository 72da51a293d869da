import { isHexColour } from '@/lib/hexColour'

type Padding = { top?: number | null; right?: number | null; bottom?: number | null; left?: number | null }

const SIDES = { top: 'paddingTop', right: 'paddingRight', bottom: 'paddingBottom', left: 'paddingLeft' } as const

/**
 * The inline style of a section's background colour and padding (px), only for what is set, so an
 * empty setting leaves the site's stylesheet in charge.
 */
export function sectionBoxStyle(
  backgroundColor: string | null | undefined,
  padding: Padding | null | undefined,
): Record<string, string> {
  const style: Record<string, string> = {}
  if (isHexColour(backgroundColor)) style.backgroundColor = backgroundColor
  for (const [side, property] of Object.entries(SIDES) as [keyof Padding, string][]) {
    const value = padding?.[side]
    if (typeof value === 'number' && Number.isFinite(value)) style[property] = `${Math.min(500, Math.max(0, value))}px`
  }
  return style
}
