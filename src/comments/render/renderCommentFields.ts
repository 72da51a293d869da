import { escHtml, escTextarea } from '@/lib/html'
import { COMMENTS } from '@/lib/commentLimits'

import { COMMENT_TEXTS } from './texts'
import type { CommentFieldName, RespondState } from './types'

/** WordPress's fields in its order (comment first since 4.4), with the limits of their columns. */
const FIELDS: {
  name: CommentFieldName
  type?: string
  autocomplete?: string
  required: boolean
  describedBy?: string
}[] = [
  { name: 'comment', required: true },
  { name: 'author', type: 'text', autocomplete: 'name', required: true },
  { name: 'email', type: 'email', autocomplete: 'email', required: true, describedBy: 'email-notes' },
  { name: 'url', type: 'url', autocomplete: 'url', required: false },
]

/** The id of a field's error message, which the field names in aria-describedby. */
export const fieldErrorId = (field: CommentFieldName) => `${field}-error`

/** The first field at fault in the form's order: the one a page load without JavaScript focuses. */
export function firstInvalidField(errors: RespondState['errors']): CommentFieldName | undefined {
  return FIELDS.find(({ name }) => errors?.some((e) => e.field === name))?.name
}

/**
 * The comment, name, e-mail and web fields and the cookies checkbox, refilled with what was typed;
 * a field at fault is marked invalid and described by its message, drawn beside it.
 */
export function renderCommentFields({ values = {}, errors = [] }: Pick<RespondState, 'values' | 'errors'>): string {
  const focus = firstInvalidField(errors)
  const fields = FIELDS.map(({ name, type, autocomplete, required, describedBy }) => {
    const error = errors.find((e) => e.field === name)
    const atts = [
      `id="${name}"`,
      `name="${name}"`,
      `maxlength="${COMMENTS.maxLength[name]}"`,
      autocomplete ? `autocomplete="${autocomplete}"` : '',
      required ? 'required' : '',
      error ? 'aria-invalid="true"' : '',
      describedBy || error
        ? `aria-describedby="${[describedBy, error && fieldErrorId(name)].filter(Boolean).join(' ')}"`
        : '',
      name === focus ? 'autofocus' : '',
    ]
      .filter(Boolean)
      .join(' ')
    const value = values[name] ?? ''
    const control =
      name === 'comment'
        ? `<textarea ${atts} cols="45" rows="8">${escTextarea(value)}</textarea>`
        : `<input ${atts} type="${type}" value="${escHtml(value)}" size="30">`
    const mark = required ? ' <span class="required" aria-hidden="true">*</span>' : ''
    const tip = error
      ? ` <span class="comment-form-error" id="${fieldErrorId(name)}">${escHtml(error.message)}</span>`
      : ''
    return `<p class="comment-form-${name}"><label for="${name}">${COMMENT_TEXTS.labels[name]}${mark}</label> ${control}${tip}</p>`
  })
  const checked = values.consent ? ' checked' : ''
  const consent =
    `<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"${checked}>` +
    ` <label for="wp-comment-cookies-consent">${COMMENT_TEXTS.cookiesConsent}</label></p>`
  return [...fields, consent].join('\n')
}
