import { findBlocks } from '@/lib/findBlocks'

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/**
 * The anchors (`#ancla` ids) a layout gives more than once, from sections and tabs: a page with two
 * elements of one id sends its `#ancla` links to whichever comes first, and the other never opens.
 */
export function duplicateAnchors(layout: unknown): string[] {
  const anchors = findBlocks(layout, (block) => block.blockType === 'section' || block.blockType === 'tabs').flatMap(
    (block) =>
      block.blockType === 'section'
        ? [text(block.anchor)]
        : (Array.isArray(block.items) ? block.items : []).map((item) =>
            text((item as Record<string, unknown> | null)?.anchor),
          ),
  )
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const anchor of anchors) if (anchor) (seen.has(anchor) ? twice : seen).add(anchor)
  return [...twice]
}
