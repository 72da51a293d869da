import { parseTemplate } from '@/forms/template/parseTemplate'

import { formatAtts } from './formatAtts'
import { renderHiddenFields } from './renderHiddenFields'
import { renderResponseOutput } from './renderResponseOutput'
import { renderScreenReaderResponse } from './renderScreenReaderResponse'
import { renderSegment } from './renderSegment'
import { createRenderState } from './renderState'
import { splitSteps } from './splitSteps'
import { statusClass } from './statusClass'
import { renderStep } from './tags/step'
import { TEXTS } from './texts'
import type { RenderContext } from './types'

// The locales WordPress writes right to left (wpcf7_is_rtl).
const RTL_LOCALES = new Set(['ar', 'ary', 'azb', 'ckb', 'fa_AF', 'fa_IR', 'haz', 'he_IL', 'ps', 'skr', 'ug_CN', 'ur'])

/**
 * A form template as Contact Form 7 6.1.6 renders it on the server: the `.wpcf7` container with
 * the screen-reader region, the form with its hidden fields, the template's HTML and controls, and
 * the response output. After a post without JavaScript (`ctx.outcome`) it carries the status, the
 * message, the field errors and the values to fill in again. Pure: a string, no side effects.
 */
export function renderContactForm(template: string, ctx: RenderContext): string {
  const { tags, parts } = parseTemplate(template)
  const state = createRenderState(ctx, tags)

  const { intro, steps } = splitSteps(parts)
  let body = renderSegment(intro, state)
  steps.forEach((step, index) => {
    body += renderStep(step.tag, index + 1, renderSegment(step.parts, state), state)
  })
  // Only now is it known whether the template placed the response output itself.
  if (state.responses === 0) body += renderResponseOutput(ctx.outcome)

  const status = ctx.outcome === undefined ? 'init' : statusClass(ctx.outcome.status)
  const container = formatAtts({
    class: 'wpcf7 no-js',
    id: ctx.unitTag,
    lang: languageTag(ctx.locale),
    dir: RTL_LOCALES.has(ctx.locale) ? 'rtl' : 'ltr',
    'data-wpcf7-id': ctx.formId,
  })
  const form = formatAtts({
    action: `${ctx.action.replace(/#.*$/s, '')}#${ctx.unitTag}`,
    method: 'post',
    class: `wpcf7-form ${status}${ctx.acceptanceAsValidation ? ' wpcf7-acceptance-as-validation' : ''}`,
    'aria-label': TEXTS.formLabel,
    enctype: state.usesFiles ? 'multipart/form-data' : null,
    novalidate: true,
    'data-status': status,
  })
  return [
    `<div ${container}>`,
    renderScreenReaderResponse(ctx.unitTag, ctx.outcome, state.fieldIds),
    `<form ${form}>`,
    renderHiddenFields(ctx),
    `${body.replace(/\n$/, '')}\n</form>`,
    '</div>',
  ].join('\n')
}

/** `es_ES` → `es-ES`, cut to two subtags as CF7 does (`de_DE_formal` → `de-DE`). */
function languageTag(locale: string): string {
  const tag = locale.replace(/_/g, '-')
  return /^([a-z]+-[a-z]+)-/i.exec(tag)?.[1] ?? tag
}
