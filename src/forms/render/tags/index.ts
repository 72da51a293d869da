import type { FormTagBaseType } from '@/forms/template/formTagTypes'
import type { FormTag } from '@/forms/template/types'

import type { RenderState } from '../renderState'
import { renderAcceptance } from './acceptance'
import { renderCheckbox } from './checkbox'
import { renderCount } from './count'
import { renderDate } from './date'
import { renderFile } from './file'
import { renderHidden } from './hidden'
import { renderNestedForm } from './nestedForm'
import { renderNumber } from './number'
import { renderQuiz } from './quiz'
import { renderResponse } from './response'
import { renderSelect } from './select'
import { renderStudio } from './studio'
import { renderSubmit } from './submit'
import { renderText } from './text'
import { renderTextarea } from './textarea'

/** Turns one tag into its markup. */
export type TagRenderer = (tag: FormTag, state: RenderState) => string

/** Every type's renderer; steps are not rendered in place but split the form (see splitSteps). */
export const TAG_RENDERERS: Record<Exclude<FormTagBaseType, 'step'>, TagRenderer> = {
  text: renderText,
  email: renderText,
  tel: renderText,
  url: renderText,
  number: renderNumber,
  range: renderNumber,
  date: renderDate,
  textarea: renderTextarea,
  select: renderSelect,
  checkbox: renderCheckbox,
  radio: renderCheckbox,
  acceptance: renderAcceptance,
  quiz: renderQuiz,
  file: renderFile,
  submit: renderSubmit,
  hidden: renderHidden,
  count: renderCount,
  response: renderResponse,
  studio: renderStudio,
  'contact-form-7': renderNestedForm,
}

/** The markup of one tag; a step tag found where none is expected renders nothing. */
export function renderTag(tag: FormTag, state: RenderState): string {
  return tag.basetype === 'step' ? '' : TAG_RENDERERS[tag.basetype](tag, state)
}
