import type { Block } from './context'

/** A spacer of some pixels as Revela's three sizes (small < 40 px, medium < 80 px, large). */
export function spacerBlock(px: number): Block {
  const size = !Number.isFinite(px) || px >= 80 ? 'l' : px >= 40 ? 'm' : 's'
  return { blockType: 'spacer', size }
}
