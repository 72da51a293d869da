import { plainTitle } from '@/lib/html/titleHtml'

import type { Block } from './context'

/** The block's limits (blocks/SearchForm/config.ts): longer texts are cut, never refused. */
const MAX_LABEL = 120
const MAX_BUTTON = 60

const clean = (text: unknown, max: number) =>
  typeof text === 'string' ? plainTitle(text).replace(/\s+/g, ' ').trim().slice(0, max) : ''

/**
 * WordPress's search box (the Search block, the Search widget, Elementor's search form) as Revela's
 * «Buscador», with the texts the editor gave it; the block's own defaults where they gave none.
 */
export function searchFormBlock({
  label,
  placeholder,
  buttonText,
}: {
  label?: unknown
  placeholder?: unknown
  buttonText?: unknown
}): Block {
  const block: Block = { blockType: 'searchForm' }
  const texts = {
    label: clean(label, MAX_LABEL),
    placeholder: clean(placeholder, MAX_LABEL),
    buttonText: clean(buttonText, MAX_BUTTON),
  }
  for (const [key, value] of Object.entries(texts)) if (value) block[key] = value
  return block
}
