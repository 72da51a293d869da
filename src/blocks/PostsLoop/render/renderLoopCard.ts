import { escapeHtml } from '@/lib/html'
import { titleHtml } from '@/lib/html/titleHtml'

import type { LoopCard, LoopSettings } from '../core/types'
import { LOOP_TEXTS } from './loopTexts'
import { cardImageSizes, renderPicture } from './renderPicture'

/**
 * One post's card: image (a second link to the post, hidden from screen readers and the
 * keyboard so each post is one stop), title link, date, excerpt and categories.
 */
export function renderLoopCard(card: LoopCard, settings: LoopSettings): string {
  const href = escapeHtml(card.href)
  const h = `h${settings.headingLevel}`
  const image =
    settings.showImage && card.image
      ? `<a class="e-loop-card__image" href="${href}" tabindex="-1" aria-hidden="true">${renderPicture(card.image, cardImageSizes(settings.columns))}</a>`
      : ''
  const date = card.date
    ? `<p class="e-loop-card__date"><time datetime="${escapeHtml(card.date)}">${escapeHtml(card.dateText)}</time></p>`
    : ''
  const excerpt =
    settings.showExcerpt && card.excerpt ? `<p class="e-loop-card__excerpt">${escapeHtml(card.excerpt)}</p>` : ''
  const categories = card.categories.length
    ? `<ul class="e-loop-card__categories" aria-label="${LOOP_TEXTS.categories}">${card.categories
        .map((c) => `<li><a href="${escapeHtml(c.href)}" rel="category tag">${escapeHtml(c.name)}</a></li>`)
        .join('')}</ul>`
    : ''
  return `<li class="e-loop-item post-${card.id}"><article class="e-loop-card">${image}<${h} class="e-loop-card__title"><a href="${href}">${titleHtml(card.title)}</a></${h}>${date}${excerpt}${categories}</article></li>`
}
