import { describe, expect, it } from 'vitest'

import { buildSchema } from '@/forms/template/buildSchema'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { FORM_TAG_TYPES, UNSUPPORTED_CF7_TYPES, takesName } from '@/forms/template/formTagTypes'
import { parseTemplate } from '@/forms/template/parseTemplate'
import type { ProblemCode } from '@/forms/template/templateProblem'
import type { FormTag } from '@/forms/template/types'

const check = (template: string) => checkTemplate(template, { today: '2025-03-14' })
const codes = (template: string) => check(template).map((problem) => problem.code)

describe('form-tag types: hidden, count, response, step and a pasted form', () => {
  it('registers them without a starred form and drops them from the unsupported list', () => {
    for (const type of ['hidden', 'count', 'response', 'step', 'contact-form-7']) {
      expect(FORM_TAG_TYPES).toContain(type)
      expect(FORM_TAG_TYPES).not.toContain(`${type}*`)
      expect(UNSUPPORTED_CF7_TYPES).not.toContain(type)
    }
    expect(UNSUPPORTED_CF7_TYPES).toEqual(['captchac', 'captchar', 'reflection', 'recaptcha', 'stripe'])
  })

  it('gives a name to hidden fields and counters only', () => {
    expect(
      ['hidden', 'count', 'response', 'step', 'contact-form-7'].map((type) => takesName(type as FormTag['basetype'])),
    ).toEqual([true, true, false, false, false])
  })

  it.each<[string, Partial<FormTag>]>([
    ['[hidden origen "web"]', { type: 'hidden', basetype: 'hidden', name: 'origen', required: false, values: ['web'] }],
    ['[hidden campana default:get]', { name: 'campana', options: ['default:get'], values: [] }],
    ['[count your-message]', { type: 'count', name: 'your-message', options: [] }],
    ['[count your-message down]', { name: 'your-message', options: ['down'] }],
    ['[response]', { type: 'response', name: '', options: [], values: [] }],
    ['[step "Tus datos"]', { type: 'step', name: '', options: [], values: ['Tus datos'] }],
    ['[step class:paso "Tu sesión"]', { type: 'step', options: ['class:paso'], values: ['Tu sesión'] }],
    // WordPress shortcode attributes are not form-tag syntax, but the tag is read all the same.
    [
      '[contact-form-7 id="12" title="Contacto"]',
      { type: 'contact-form-7', basetype: 'contact-form-7', name: '', options: [], values: [] },
    ],
    ['[contact-form-7 id="a1b2c3d" html_class="x"]', { type: 'contact-form-7' }],
  ])('parses %s', (template, expected) => {
    const { tags, parts } = parseTemplate(template)
    expect(tags).toHaveLength(1)
    expect(parts).toHaveLength(1)
    expect(tags[0]).toMatchObject(expected)
  })

  it.each(['[hidden* origen]', '[count* m]', '[response*]', '[step* "A"]'])(
    'leaves %s as text, as CF7 would',
    (template) => {
      expect(parseTemplate(template).tags).toEqual([])
    },
  )

  it('emits no validation rules for them, as CF7 does', () => {
    const template =
      '[hidden h "x"] [textarea m maxlength:500] [count m down] [response] [step "A"] [contact-form-7 id="1"]'
    expect(buildSchema(parseTemplate(template).tags, { today: '2025-03-14' }).map((rule) => rule.rule)).toEqual([
      'maxlength',
    ])
  })
})

describe('checkTemplate: the new types', () => {
  it.each<[string, ProblemCode, string, string]>([
    [
      '[hidden* origen "web"]',
      'no-required-variant',
      '[hidden* origen "web"]',
      'La etiqueta [hidden* origen "web"] no existe con asterisco (un campo oculto no lo rellena el visitante); escríbela sin él, como [hidden …].',
    ],
    [
      '[count tu-mensaje]',
      'count-without-field',
      '[count tu-mensaje]',
      'La etiqueta [count tu-mensaje] cuenta los caracteres del campo «tu-mensaje», pero no hay ningún campo con ese nombre; el contador lleva el nombre del campo que cuenta, como [count tu-mensaje].',
    ],
    [
      '[textarea m] [count m down]',
      'count-down-without-maxlength',
      '[count m down]',
      'La etiqueta [count m down] cuenta hacia atrás, pero el campo «m» no tiene maxlength:, así que el contador empezará en 0; añade al campo su límite, como maxlength:500.',
    ],
    [
      '[step]',
      'step-without-title',
      '[step]',
      'La etiqueta [step] no tiene título, así que el paso se llamará «Paso» y su número; escríbelo entre comillas, como [step "Tus datos"].',
    ],
    [
      '<div class="columna">\n[step "Datos"]\n[text nombre]\n</div>',
      'step-inside-element',
      '[step "Datos"]',
      'La etiqueta [step "Datos"] está dentro de un elemento <div> que sigue abierto; cada paso tiene que empezar fuera de cualquier elemento HTML, así que cierra el <div> antes del paso.',
    ],
    [
      '[step "Datos"] [text nombre] [/step]',
      'unmatched-closing',
      '[/step]',
      'La etiqueta de cierre [/step] sobra y se mostrará como texto en el formulario: un paso no se cierra, dura hasta el siguiente [step] o hasta el final del formulario.',
    ],
    [
      '[contact-form-7 id="12" title="Contacto"]',
      'form-in-form',
      '[contact-form-7 id="12" title="Contacto"]',
      'La etiqueta [contact-form-7 id="12" title="Contacto"] mete un formulario dentro de otro, lo que no es posible: en su lugar se mostrará un aviso de error. Quítala de la plantilla y, si quieres los dos formularios, ponlos uno detrás de otro en la página.',
    ],
    [
      '[file foto capture:selfie]',
      'invalid-option',
      '[file foto capture:selfie]',
      'La etiqueta [file foto capture:selfie] tiene un valor no válido en capture: «selfie»; los posibles son capture:user (cámara frontal) y capture:environment (cámara trasera).',
    ],
    [
      '[hidden h tabindex:2 "x"]',
      'unknown-option',
      '[hidden h tabindex:2 "x"]',
      'La etiqueta [hidden h tabindex:2 "x"] tiene una opción que no se reconoce, «tabindex:2», y no tendrá ningún efecto.',
    ],
  ])('%s → %s', (template, code, tag, message) => {
    expect(check(template)).toEqual([{ code, message, tag, index: template.indexOf(tag) }])
  })

  it.each([
    [
      'a hidden field and a counter sharing the field’s name',
      '[hidden origen "web"] [textarea m maxlength:500] [count m] [count m down]',
    ],
    ['a counter of a field with a shorthand length', '[text t 40/100] [count t down]'],
    ['a placed response output', '[text t] [response]'],
    [
      'steps at the top level',
      'Intro\n[step "Tus datos"]\n<label>Nombre [text* n]</label>\n[step "Tu sesión"]\n<p>Texto [date d]</p>\n[submit]',
    ],
    ['a step after an unclosed paragraph', '<p>Intro\n[step "A"] [text t]'],
    ['a step after closed elements and comments', '<div><span>x</span></div><!-- <div> -->\n[step "A"]'],
  ])('finds nothing wrong in %s', (_, template) => {
    expect(check(template)).toEqual([])
  })

  it('still reports a hidden field that repeats another field’s name', () => {
    expect(codes('[text origen] [hidden origen "web"]')).toEqual(['duplicate-name'])
  })

  it('reads a select’s default:N from the first value, include_blank or not, as CF7 5.7+', () => {
    expect(codes('[select s include_blank default:2 "a" "b"]')).toEqual([])
    expect(codes('[select s include_blank default:0 "a" "b"]')).toEqual(['default-out-of-range'])
  })
})
