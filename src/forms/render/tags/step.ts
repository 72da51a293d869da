import { getClassOptions } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { escHtml } from '@/lib/html'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { TEXTS } from '../texts'

/**
 * One step of a multi-step form: a fieldset titled by the `[step "Título"]` that opened it. Every
 * step is in the page and visible, so the form works without JavaScript; the browser script pages
 * through them.
 */
export function renderStep(tag: FormTag, n: number, body: string, state: RenderState): string {
  const atts = {
    class: ['wpcf7-step', ...getClassOptions(tag)].join(' '),
    id: state.idOf(tag),
    'data-wpcf7-step': n,
  }
  const title = tag.values[0] || `${TEXTS.step} ${n}`
  return `<fieldset ${formatAtts(atts)}><legend class="wpcf7-step-title">${escHtml(title)}</legend>\n${body}</fieldset>\n`
}
