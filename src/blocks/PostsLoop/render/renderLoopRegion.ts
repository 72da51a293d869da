import { escapeHtml } from '@/lib/html'

import { loopHref } from '../core/loopParams'
import type { LoopView } from '../core/types'
import { loopMarkers } from './loopMarkers'
import { LOOP_TEXTS, loopStatusText } from './loopTexts'
import { renderLoopCard } from './renderLoopCard'
import { renderLoopFilter } from './renderLoopFilter'
import { renderLoopPagination } from './renderLoopPagination'

/** What the region says instead of cards, with a way back when the visitor went somewhere empty. */
function renderEmpty(view: LoopView): string {
  if (view.outcome === 'none') return `<p class="e-loop__empty">${LOOP_TEXTS.none}</p>`
  // A page past the last of a filter that has posts goes back to its first page; anything else to all posts.
  const terms = view.total > 0 ? view.query.terms : []
  const back = {
    href: loopHref(view.widgetId, { page: 1, terms }, view.search),
    text: view.total > 0 ? LOOP_TEXTS.backToFirst : LOOP_TEXTS.backToAll,
  }
  return `<p class="e-loop__empty">${LOOP_TEXTS.empty}</p><p class="e-loop__back"><a href="${escapeHtml(back.href)}" data-loop-link>${back.text}</a></p>`
}

/** The names of the chosen categories, for the announcement (a slug when the category is unknown). */
const filterNames = (view: LoopView) =>
  view.query.terms.map((slug) => view.categories.find((c) => c.slug === slug)?.name ?? slug)

/**
 * One loop's region: the filter, the cards and the pagination, as the page, the refresh endpoint
 * and the no-JavaScript view all draw it (one renderer, so the three can never differ). Every
 * value is escaped here. The region takes focus after a change (tabindex -1) and carries the
 * sentence announced then; `data-loop-link` marks the links the script handles.
 */
export function renderLoopRegion(view: LoopView): string {
  const { widgetId, settings, cards } = view
  const status =
    view.outcome === 'posts'
      ? loopStatusText(cards.length, view.query.page, view.pages, filterNames(view))
      : view.outcome === 'none'
        ? LOOP_TEXTS.none
        : LOOP_TEXTS.empty
  const body =
    view.outcome === 'posts'
      ? `<ul class="e-loop__grid elementor-loop-container elementor-grid cols-${settings.columns}">${cards.map((card) => renderLoopCard(card, settings)).join('')}</ul>`
      : renderEmpty(view)
  const id = escapeHtml(widgetId)
  return `<div class="e-loop__region" id="e-loop-${id}" tabindex="-1" data-loop-status="${escapeHtml(status)}">${renderLoopFilter(view)}${body}${renderLoopPagination(view)}</div>`
}

/** The region between its markers, as the page holds it. */
export function renderLoopRegionMarked(view: LoopView): string {
  const [open, close] = loopMarkers(view.widgetId)
  return open + renderLoopRegion(view) + close
}
