import { describe, expect, it } from 'vitest'

import { buildSchema } from '@/forms/template/buildSchema'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'
import { parseTemplate } from '@/forms/template/parseTemplate'

const { tags, parts } = parseTemplate(DEMO_CONTACT_TEMPLATE)

describe('DEMO_CONTACT_TEMPLATE', () => {
  it('has the studio’s fields, in order, with their types', () => {
    expect(tags.map((tag) => [tag.type, tag.name])).toEqual([
      ['text*', 'your-name'],
      ['email*', 'your-email'],
      ['tel', 'your-tel'],
      ['select', 'session-type'],
      ['date', 'preferred-date'],
      ['textarea*', 'your-message'],
      ['acceptance', 'privacy'],
      ['studio', ''],
      ['studio', ''],
      ['submit', ''],
    ])
  })

  it('offers the six session types and a blank first choice', () => {
    const select = tags.find((tag) => tag.name === 'session-type')
    expect(select?.values).toEqual([
      'Retrato',
      'Familia',
      'Embarazo y recién nacido',
      'Corporativa',
      'Book de fotos',
      'Otra',
    ])
    expect(select?.options).toContain('include_blank')
  })

  it('asks for consent with a link to the privacy policy, and sends with «Enviar»', () => {
    const acceptance = tags.find((tag) => tag.basetype === 'acceptance')
    expect(acceptance?.content).toMatch(
      /^He leído y acepto la <a href="\/politica-de-privacidad\/">política de privacidad<\/a>/,
    )
    expect(acceptance?.options).not.toContain('optional')
    expect(tags.at(-1)?.values).toEqual(['Enviar'])
  })

  it('wraps every field in a Spanish <label>, like CF7’s default form', () => {
    const labels = parts.filter((part): part is string => typeof part === 'string').join('')
    for (const label of [
      'Tu nombre',
      'Tu correo electrónico',
      'Tu teléfono (opcional)',
      'Tipo de sesión (opcional)',
      'Fecha preferida (opcional)',
      'Tu mensaje',
    ]) {
      expect(labels).toContain(`<label> ${label}\n`)
    }
    expect(labels.match(/<label>/g)).toHaveLength(6)
    expect(labels.match(/<\/label>/g)).toHaveLength(6)
  })

  it('has nothing for the checker to complain about', () => {
    expect(checkTemplate(DEMO_CONTACT_TEMPLATE, { today: '2025-03-14' })).toEqual([])
  })

  it('gives exactly the schema CF7 would emit, with the date limit resolved to today', () => {
    expect(buildSchema(tags, { today: '2025-03-14' })).toEqual([
      { rule: 'date', field: 'preferred-date', error: 'El formato de fecha es incorrecto.' },
      {
        rule: 'mindate',
        field: 'preferred-date',
        threshold: '2025-03-14',
        error: 'La fecha es anterior a la más temprana permitida.',
      },
      { rule: 'required', field: 'your-name', error: 'El campo es obligatorio.' },
      { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'El campo es demasiado largo.' },
      { rule: 'required', field: 'your-email', error: 'El campo es obligatorio.' },
      {
        rule: 'email',
        field: 'your-email',
        error: 'La dirección de correo electrónico que has introducido no es válida.',
      },
      { rule: 'maxlength', field: 'your-email', threshold: 400, error: 'El campo es demasiado largo.' },
      { rule: 'tel', field: 'your-tel', error: 'El número de teléfono no es válido.' },
      { rule: 'maxlength', field: 'your-tel', threshold: 400, error: 'El campo es demasiado largo.' },
      { rule: 'required', field: 'your-message', error: 'El campo es obligatorio.' },
      { rule: 'maxlength', field: 'your-message', threshold: 2000, error: 'El campo es demasiado largo.' },
      {
        rule: 'enum',
        field: 'session-type',
        accept: ['Retrato', 'Familia', 'Embarazo y recién nacido', 'Corporativa', 'Book de fotos', 'Otra'],
        error: 'Se ha enviado un valor no previsto en este campo.',
      },
    ])
  })
})
