import type { Block, ConvertContext } from './context'

/** Addresses the button block accepts (its own check in the admin). */
const BUTTON_HREF = /^(\/|#|https?:\/\/|mailto:|tel:)/

/** A link button (Gutenberg's or Elementor's) as Revela's button block; null without a label. */
export function buttonBlock(
  label: string,
  href: string,
  newTab: boolean,
  secondary: boolean,
  ctx: ConvertContext,
): Block | null {
  if (!label) return null
  const target = ctx.href(href.trim()) || '#'
  return {
    blockType: 'button',
    label: label.slice(0, 200),
    action: 'link',
    href: BUTTON_HREF.test(target) ? target : '#',
    variant: secondary ? 'secondary' : 'primary',
    newTab,
  }
}
