import { describe, expect, it } from 'vitest'

import { canonicalQuizAnswer } from '@/forms/render'

import { outcome, renderDom, renderOne, text } from './helpers'

const QUIZ = '[quiz control "¿Cuánto es 2+3?|5" "¿Capital de Francia?|París" "¿Color del cielo?|  Azul Claro "]'

describe('[quiz]', () => {
  it.each<[number, string, string]>([
    [0, '¿Cuánto es 2+3?', 'hash(5)'],
    [0.5, '¿Capital de Francia?', 'hash(parís)'],
    [0.9999, '¿Color del cielo?', 'hash(azulclaro)'],
  ])('with random() = %s asks %s and carries the hash of the canonical answer', (random, question, hash) => {
    const dom = renderDom(QUIZ, { random: () => random })
    expect(text(dom.one('span', { class: 'wpcf7-quiz-label' }))).toBe(question)
    expect(dom.control('_wpcf7_quiz_answer_control').attribs).toEqual({
      type: 'hidden',
      name: '_wpcf7_quiz_answer_control',
      value: hash,
    })
  })

  it('writes CF7’s markup: the question and the input in a label, the answer hash after it', () => {
    expect(renderOne('[quiz control "1+1?|2"]', { random: () => 0 })).toBe(
      '<span class="wpcf7-form-control-wrap" data-name="control"><label><span class="wpcf7-quiz-label">1+1?</span> <input size="40" class="wpcf7-form-control wpcf7-quiz" autocomplete="off" aria-required="true" aria-invalid="false" type="text" name="control" /></label><input type="hidden" name="_wpcf7_quiz_answer_control" value="hash(2)" /></span>',
    )
  })

  it('asks 1+1=? when the tag has no pairs', () => {
    expect(renderOne('[quiz control]')).toContain('<span class="wpcf7-quiz-label">1+1=?</span>')
    expect(renderOne('[quiz control]')).toContain('value="hash(2)"')
  })

  it('escapes the question (HTML tags in it were already stripped by the parser, as in CF7)', () => {
    expect(renderOne('[quiz q "¿Es 2 > 1 & 3 < 4?|sí"]')).toContain(
      '<span class="wpcf7-quiz-label">¿Es 2 &gt; 1 &amp; 3 &lt; 4?</span>',
    )
    expect(renderOne('[quiz q "<b>¿2+2?</b>|4"]')).toContain('<span class="wpcf7-quiz-label">¿2+2?</span>')
  })

  it('is marked when the answer was wrong, but never refilled', () => {
    const dom = renderDom(QUIZ, {
      random: () => 0,
      outcome: outcome({
        values: { control: ['7'] },
        invalidFields: [{ field: 'control', message: 'La respuesta al cuestionario no es correcta.' }],
      }),
    })
    expect(dom.control('control').attribs).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'wpcf7-f7-p12-o1-ve-control',
    })
    expect(dom.control('control').attribs.value).toBeUndefined()
    expect(text(dom.one('span', { class: 'wpcf7-not-valid-tip' }))).toBe('La respuesta al cuestionario no es correcta.')
  })
})

describe('canonicalQuizAnswer', () => {
  it.each<[string, string]>([
    ['París', 'parís'],
    ['  Azul   Claro ', 'azulclaro'],
    ['Ｐａｒｉｓ', 'paris'],
    ['１２３', '123'],
    ['a\u3000b\tc\nd', 'abcd'],
    ['Fish &amp; Chips', 'fish&chips'],
    ['&Aacute;VILA', 'ávila'],
    ['ﾊﾟﾘ', 'パリ'],
  ])('%s → %s', (answer, expected) => {
    expect(canonicalQuizAnswer(answer)).toBe(expected)
  })
})
