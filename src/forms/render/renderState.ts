import { todayIn } from '@/forms/template/dateOption'
import { getIdOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { errorIdFor } from './errorIdFor'
import { escHtml } from '@/lib/html'
import { renderResponseOutput } from './renderResponseOutput'
import type { RenderContext } from './types'

/** What the tag renderers share while one form is rendered. */
export interface RenderState {
  readonly ctx: RenderContext
  /** YYYY-MM-DD that `today` stands for in date options. */
  readonly today: string
  /** Every tag of the template, for tags that refer to others (a counter reads its field's limits). */
  readonly tags: readonly FormTag[]
  /**
   * The posted values to show again (CF7's "hangover"): none before a post, and none after
   * mail_sent, when the form starts afresh.
   */
  hangover(name: string): readonly string[] | undefined
  /** The field's validation message after a post, if it failed. */
  errorOf(name: string): string | undefined
  /** The aria-describedby of a failed field: its entry in the screen-reader list. */
  errorRef(name: string): string | undefined
  /** The visible error tip that goes inside the field's wrap, or ''. */
  tip(name: string): string
  /** The tag's `id:`, unless it is reserved or another tag already took it (CF7 ignores both). */
  idOf(tag: FormTag): string | undefined
  /** The id each field's first control got, for the links of the screen-reader list. */
  readonly fieldIds: ReadonlyMap<string, string>
  /** The response output, counting it so that the form only adds one at the end when none was placed. */
  responseOutput(): string
  readonly responses: number
  /** Set by a file field: the form then needs multipart encoding. */
  usesFiles: boolean
}

/** The state for one rendering of a form. */
export function createRenderState(ctx: RenderContext, tags: readonly FormTag[]): RenderState {
  const errors = new Map<string, string>()
  for (const { field, message } of ctx.outcome?.invalidFields ?? []) {
    const reason = message.trim()
    // As in CF7, the first error of a field is the one shown.
    if (reason !== '' && !errors.has(field)) errors.set(field, reason)
  }
  const postedValues = ctx.outcome?.status === 'mail_sent' ? undefined : ctx.outcome?.values
  const usedIds = new Set<string>()
  const fieldIds = new Map<string, string>()
  let responses = 0

  return {
    ctx,
    today: ctx.today ?? todayIn(),
    tags,
    hangover: (name) => (postedValues && Object.hasOwn(postedValues, name) ? postedValues[name] : undefined),
    errorOf: (name) => errors.get(name),
    errorRef: (name) => (errors.has(name) ? errorIdFor(ctx.unitTag, name) : undefined),
    tip(name) {
      const error = errors.get(name)
      return error === undefined ? '' : `<span class="wpcf7-not-valid-tip" aria-hidden="true">${escHtml(error)}</span>`
    },
    idOf(tag) {
      const id = getIdOption(tag)
      if (id === undefined || usedIds.has(id)) return undefined
      usedIds.add(id)
      if (tag.name !== '' && !fieldIds.has(tag.name)) fieldIds.set(tag.name, id)
      return id
    },
    fieldIds,
    responseOutput() {
      responses += 1
      return renderResponseOutput(ctx.outcome)
    },
    get responses() {
      return responses
    },
    usesFiles: false,
  }
}
