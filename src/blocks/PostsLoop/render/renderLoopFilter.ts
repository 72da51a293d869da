import { escapeHtml } from '@/lib/html'

import { loopHref } from '../core/loopParams'
import type { LoopView } from '../core/types'
import { LOOP_TEXTS } from './loopTexts'

/**
 * Elementor Pro's taxonomy filter as links (they work without JavaScript): «Todas» and each
 * category with posts in this loop. The chosen one is marked with aria-current, which links may
 * carry (aria-pressed is for buttons). Choosing a category goes back to its first page.
 */
export function renderLoopFilter(view: LoopView): string {
  if (!view.settings.showFilter || view.categories.length === 0) return ''
  const item = (label: string, slug: string, terms: string[], current: boolean) =>
    `<li><a class="e-filter-item" href="${escapeHtml(loopHref(view.widgetId, { page: 1, terms }, view.search))}" data-filter="${escapeHtml(slug)}" data-loop-link${current ? ' aria-current="true"' : ''}>${escapeHtml(label)}</a></li>`
  const chosen = view.query.terms
  const items = [
    item(LOOP_TEXTS.all, '__all', [], chosen.length === 0),
    ...view.categories.map((c) => item(c.name, c.slug, [c.slug], chosen.includes(c.slug))),
  ]
  return `<nav class="e-filter" aria-label="${LOOP_TEXTS.filterLabel}"><ul class="e-filter__list">${items.join('')}</ul></nav>`
}
