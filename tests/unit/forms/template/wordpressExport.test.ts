import { describe, expect, it } from 'vitest'

import { buildSchema } from '@/forms/template/buildSchema'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { parseTemplate } from '@/forms/template/parseTemplate'
import { getLimitOption, getMaxlengthOption, getSizeOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

/**
 * A form as it comes out of a WordPress export of a Spanish studio's site: CRLF line ends, a
 * Bootstrap grid, a select spread over several lines, NBSP left by the visual editor, pipes that
 * route the mail, a quiz and an acceptance with a link.
 */
const EXPORTED = [
  '<div class="row">',
  '<div class="col-md-6">',
  '<label> Nombre y apellidos (obligatorio)',
  '    [text* nombre id:nombre class:form-control placeholder "Tu nombre"] </label>',
  '</div>',
  '<div class="col-md-6">',
  '<label> Correo electrónico (obligatorio)',
  '    [email* correo class:form-control placeholder "tu@correo.es"] </label>',
  '</div>',
  '</div>',
  '',
  '<label> Teléfono',
  '    [tel telefono class:form-control 20/15] </label>',
  '',
  '<label> ¿Qué servicio te interesa?',
  '[select* servicio include_blank',
  '  "Boda|bodas@estudio.example"',
  '  "Comunión|comuniones@estudio.example"',
  '  "Retrato"',
  '  "Book de moda"]</label>',
  '',
  '<label> Número de personas',
  '    [number personas min:1 max:20 "2"] </label>',
  '',
  '<p>Extras:</p>',
  '[checkbox extras use_label_element "Álbum impreso" "Vídeo resumen" "Maquillaje"]',
  '',
  '<p>¿Cómo prefieres que te contactemos?</p>',
  '[radio\u00a0contacto use_label_element default:1 "Teléfono" "Correo"]',
  '',
  '<label> Fecha del evento',
  '    [date fecha-evento min:2025-01-01 max:2026-12-31] </label>',
  '',
  '<label> Adjunta una foto de referencia (opcional)',
  '    [file referencia limit:5mb filetypes:jpg|jpeg|png|pdf] </label>',
  '',
  '<label> Mensaje',
  '    [textarea mensaje x4 maxlength:1000 placeholder "Cuéntanos qué tienes en mente..."] </label>',
  '',
  '<label> Pregunta anti-spam',
  '    [quiz control-spam "¿Cuánto es 3 + 4?|7" "¿De qué color es el cielo despejado?|azul"] </label>',
  '',
  '[acceptance aviso-legal] Acepto el <a href="/aviso-legal/" target="_blank">aviso legal</a> y la política de privacidad. [/acceptance]',
  '',
  '[submit class:btn class:btn-primary "Enviar consulta"]',
].join('\r\n')

const { tags, parts } = parseTemplate(EXPORTED)
const byName = (name: string): FormTag => {
  const tag = tags.find((t) => t.name === name)
  if (!tag) throw new Error(`no tag ${name}`)
  return tag
}

describe('a form exported from WordPress', () => {
  it('finds every tag, in order', () => {
    expect(tags.map((tag) => `${tag.type} ${tag.name}`.trim())).toEqual([
      'text* nombre',
      'email* correo',
      'tel telefono',
      'select* servicio',
      'number personas',
      'checkbox extras',
      'radio contacto',
      'date fecha-evento',
      'file referencia',
      'textarea mensaje',
      'quiz control-spam',
      'acceptance aviso-legal',
      'submit',
    ])
  })

  it('reads the options and values of each', () => {
    expect(byName('nombre')).toMatchObject({
      options: ['id:nombre', 'class:form-control', 'placeholder'],
      values: ['Tu nombre'],
    })
    expect([getSizeOption(byName('telefono')), getMaxlengthOption(byName('telefono'))]).toEqual(['20', '15'])
    expect(byName('servicio').values).toEqual(['Boda', 'Comunión', 'Retrato', 'Book de moda'])
    expect(byName('servicio').pipes[1]).toEqual({ before: 'Comunión', after: 'comuniones@estudio.example' })
    expect(byName('contacto')).toMatchObject({
      options: ['use_label_element', 'default:1'],
      values: ['Teléfono', 'Correo'],
    })
    expect(getLimitOption(byName('referencia'))).toBe(5 * 1048576)
    expect(byName('mensaje').values).toEqual(['Cuéntanos qué tienes en mente...'])
    expect(byName('control-spam').pipes).toEqual([
      { before: '¿Cuánto es 3 + 4?', after: '7' },
      { before: '¿De qué color es el cielo despejado?', after: 'azul' },
    ])
    expect(byName('aviso-legal').content).toBe(
      'Acepto el <a href="/aviso-legal/" target="_blank">aviso legal</a> y la política de privacidad.',
    )
    expect(tags.at(-1)).toMatchObject({ options: ['class:btn', 'class:btn-primary'], values: ['Enviar consulta'] })
  })

  it('keeps the markup around the tags, CRLF included', () => {
    const text = parts.filter((part): part is string => typeof part === 'string').join('')
    expect(
      text.startsWith(
        '<div class="row">\r\n<div class="col-md-6">\r\n<label> Nombre y apellidos (obligatorio)\r\n    ',
      ),
    ).toBe(true)
    expect(text).toContain('<p>¿Cómo prefieres que te contactemos?</p>')
    expect(text).not.toContain('[')
  })

  it('has nothing for the checker to complain about', () => {
    expect(checkTemplate(EXPORTED, { today: '2025-03-14' })).toEqual([])
  })

  it('gives the schema CF7 would emit', () => {
    const rules = buildSchema(tags, { today: '2025-03-14' })
    expect(rules.map(({ error: _error, ...rule }) => rule)).toEqual([
      { rule: 'required', field: 'contacto' },
      { rule: 'date', field: 'fecha-evento' },
      { rule: 'mindate', field: 'fecha-evento', threshold: '2025-01-01' },
      { rule: 'maxdate', field: 'fecha-evento', threshold: '2026-12-31' },
      { rule: 'file', field: 'referencia', accept: ['.jpg', '.jpeg', '.png', '.pdf'] },
      { rule: 'maxfilesize', field: 'referencia', threshold: 5242880 },
      { rule: 'number', field: 'personas' },
      { rule: 'minnumber', field: 'personas', threshold: '1' },
      { rule: 'maxnumber', field: 'personas', threshold: '20' },
      { rule: 'required', field: 'servicio' },
      { rule: 'required', field: 'nombre' },
      { rule: 'maxlength', field: 'nombre', threshold: 400 },
      { rule: 'required', field: 'correo' },
      { rule: 'email', field: 'correo' },
      { rule: 'maxlength', field: 'correo', threshold: 400 },
      { rule: 'tel', field: 'telefono' },
      { rule: 'maxlength', field: 'telefono', threshold: 15 },
      { rule: 'maxlength', field: 'mensaje', threshold: 1000 },
      { rule: 'enum', field: 'extras', accept: ['Álbum impreso', 'Vídeo resumen', 'Maquillaje'] },
      { rule: 'enum', field: 'contacto', accept: ['Teléfono', 'Correo'] },
      { rule: 'enum', field: 'servicio', accept: ['Boda', 'Comunión', 'Retrato', 'Book de moda'] },
    ])
  })
})
