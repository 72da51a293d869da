import { escapeHtml } from '@/lib/html'

import { loopHref } from '../core/loopParams'
import { pageNumbers } from '../core/pageNumbers'
import type { LoopView } from '../core/types'
import { LOOP_TEXTS } from './loopTexts'

/**
 * The loop's pagination in paginate_links()'s classes: «Anterior» and «Siguiente» (rel prev and
 * next), with the numbered pages between them unless the block asks for those two alone. Every
 * number reads «Página N»; the current one is not a link and carries aria-current.
 */
export function renderLoopPagination(view: LoopView): string {
  const { pages, settings, widgetId } = view
  const page = view.query.page
  if (settings.pagination === 'none' || pages < 2 || view.outcome !== 'posts') return ''
  const href = (n: number) => escapeHtml(loopHref(widgetId, { page: n, terms: view.query.terms }, view.search))
  const label = `<span class="visually-hidden">${LOOP_TEXTS.page} </span>`
  // The guillemets are decoration: hidden, a screen reader names the links «Anterior» and «Siguiente».
  const mark = (text: string) => `<span aria-hidden="true">${text}</span>`
  const items: string[] = []
  if (page > 1)
    items.push(
      `<a class="page-numbers prev" href="${href(page - 1)}" rel="prev" data-loop-link>${mark(`${LOOP_TEXTS.previousMark} `)}${LOOP_TEXTS.previous}</a>`,
    )
  if (settings.pagination === 'numbers') {
    for (const slot of pageNumbers(page, pages)) {
      if (slot === 'gap') items.push('<span class="page-numbers dots" aria-hidden="true">…</span>')
      else if (slot === page)
        items.push(`<span class="page-numbers current" aria-current="page">${label}${slot}</span>`)
      else items.push(`<a class="page-numbers" href="${href(slot)}" data-loop-link>${label}${slot}</a>`)
    }
  }
  if (page < pages)
    items.push(
      `<a class="page-numbers next" href="${href(page + 1)}" rel="next" data-loop-link>${LOOP_TEXTS.next}${mark(` ${LOOP_TEXTS.nextMark}`)}</a>`,
    )
  return `<nav class="e-loop__pagination elementor-pagination" aria-label="${LOOP_TEXTS.paginationLabel}"><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul></nav>`
}
