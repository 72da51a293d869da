import { OPTION_PATTERNS, getOption, getSizeOption } from '@/forms/template/tagOptions'
import type { FormTag, Pipe } from '@/forms/template/types'

import { canonicalQuizAnswer } from '../canonicalQuizAnswer'
import { invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { escHtml } from '@/lib/html'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { lengthAtts } from './lengthAtts'

// CF7's quiz when the tag has no "question|answer" pairs.
const DEFAULT_PAIR: Pipe = { before: '1+1=?', after: '2' }

/**
 * `[quiz]`: one of the tag's "question|answer" pairs, picked at random on each render, with a
 * hidden keyed hash of the canonical answer for the server to compare. Never refilled after a
 * post: the visitor answers the new question.
 */
export function renderQuiz(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const random = state.ctx.random ?? Math.random
  const pair =
    tag.pipes.length === 0
      ? DEFAULT_PAIR
      : (tag.pipes[Math.min(tag.pipes.length - 1, Math.floor(random() * tag.pipes.length))] ?? DEFAULT_PAIR)
  const error = state.errorRef(tag.name)
  const input = `<input ${formatAtts({
    size: getSizeOption(tag, '40'),
    ...lengthAtts(tag),
    class: classOption(tag, formControlsClass(tag.type) + invalidClass(tag, state)),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    autocomplete: 'off',
    'aria-required': 'true',
    'aria-invalid': error === undefined ? 'false' : 'true',
    'aria-describedby': error,
    type: 'text',
    name: tag.name,
  })} />`
  const hash = state.ctx.quizAnswerHash(canonicalQuizAnswer(pair.after))
  const answer = `<input ${formatAtts({ type: 'hidden', name: `_wpcf7_quiz_answer_${tag.name}`, value: hash })} />`
  const label = `<label><span class="wpcf7-quiz-label">${escHtml(pair.before)}</span> ${input}</label>`
  return wrapControl(tag, label + answer, state)
}
