import { describe, expect, it } from 'vitest'

import { buildSchema } from '@/forms/template/buildSchema'
import { MESSAGES } from '@/lib/cf7Messages'
import { parseTemplate } from '@/forms/template/parseTemplate'
import type { SchemaRule } from '@/forms/template/schemaRules'

const TODAY = '2025-03-14'
const schema = (template: string): SchemaRule[] => buildSchema(parseTemplate(template).tags, { today: TODAY })
/** The rules without their messages, which have their own tests. */
const shapes = (template: string) => schema(template).map(({ error: _error, ...rest }) => rest)

describe('buildSchema: rules per tag', () => {
  it.each<[string, Omit<SchemaRule, 'error'>[]]>([
    ['[text nombre]', [{ rule: 'maxlength', field: 'nombre', threshold: 400 }]],
    [
      '[text* nombre minlength:2 maxlength:80]',
      [
        { rule: 'required', field: 'nombre' },
        { rule: 'minlength', field: 'nombre', threshold: 2 },
        { rule: 'maxlength', field: 'nombre', threshold: 80 },
      ],
    ],
    ['[text nombre 40/100]', [{ rule: 'maxlength', field: 'nombre', threshold: 100 }]],
    ['[text nombre maxlength:0]', [{ rule: 'maxlength', field: 'nombre', threshold: 400 }]],
    // A minimum above the maximum (even the default one): CF7 drops both.
    ['[text nombre minlength:50 maxlength:10]', []],
    ['[text nombre minlength:500]', []],
    ['[text datos.nombre]', [{ rule: 'maxlength', field: 'datos_nombre', threshold: 400 }]],
    [
      '[email* correo]',
      [
        { rule: 'required', field: 'correo' },
        { rule: 'email', field: 'correo' },
        { rule: 'maxlength', field: 'correo', threshold: 400 },
      ],
    ],
    [
      '[url web]',
      [
        { rule: 'url', field: 'web' },
        { rule: 'maxlength', field: 'web', threshold: 400 },
      ],
    ],
    [
      '[tel telefono]',
      [
        { rule: 'tel', field: 'telefono' },
        { rule: 'maxlength', field: 'telefono', threshold: 400 },
      ],
    ],
    ['[textarea mensaje]', [{ rule: 'maxlength', field: 'mensaje', threshold: 2000 }]],
    [
      '[textarea* mensaje 40x10/500 minlength:20]',
      [
        { rule: 'required', field: 'mensaje' },
        { rule: 'minlength', field: 'mensaje', threshold: 20 },
        { rule: 'maxlength', field: 'mensaje', threshold: 500 },
      ],
    ],
    [
      '[number* edad min:18 max:99 step:5]',
      [
        { rule: 'required', field: 'edad' },
        { rule: 'number', field: 'edad' },
        { rule: 'minnumber', field: 'edad', threshold: '18' },
        { rule: 'maxnumber', field: 'edad', threshold: '99' },
      ],
    ],
    [
      '[number n min:-2.5 max:diez]',
      [
        { rule: 'number', field: 'n' },
        { rule: 'minnumber', field: 'n', threshold: '-2.5' },
      ],
    ],
    [
      '[range nota]',
      [
        { rule: 'number', field: 'nota' },
        { rule: 'minnumber', field: 'nota', threshold: '0' },
        { rule: 'maxnumber', field: 'nota', threshold: '100' },
      ],
    ],
    [
      '[range* nota max:10]',
      [
        { rule: 'required', field: 'nota' },
        { rule: 'number', field: 'nota' },
        { rule: 'minnumber', field: 'nota', threshold: '0' },
        { rule: 'maxnumber', field: 'nota', threshold: '10' },
      ],
    ],
    [
      '[date* fecha min:2025-01-01 max:2025-12-31]',
      [
        { rule: 'required', field: 'fecha' },
        { rule: 'date', field: 'fecha' },
        { rule: 'mindate', field: 'fecha', threshold: '2025-01-01' },
        { rule: 'maxdate', field: 'fecha', threshold: '2025-12-31' },
      ],
    ],
    [
      '[date fecha min:today max:today+2months]',
      [
        { rule: 'date', field: 'fecha' },
        { rule: 'mindate', field: 'fecha', threshold: '2025-03-14' },
        { rule: 'maxdate', field: 'fecha', threshold: '2025-05-14' },
      ],
    ],
    ['[date fecha min:2025-02-30]', [{ rule: 'date', field: 'fecha' }]],
    [
      '[file cv]',
      [
        { rule: 'file', field: 'cv', accept: ['audio/*', 'video/*', 'image/*'] },
        { rule: 'maxfilesize', field: 'cv', threshold: 1048576 },
      ],
    ],
    [
      '[file* cv limit:2mb filetypes:pdf|jpg]',
      [
        { rule: 'requiredfile', field: 'cv' },
        { rule: 'file', field: 'cv', accept: ['.pdf', '.jpg'] },
        { rule: 'maxfilesize', field: 'cv', threshold: 2097152 },
      ],
    ],
    ['[select tipo "a" "b"]', [{ rule: 'enum', field: 'tipo', accept: ['a', 'b'] }]],
    [
      '[select* tipo include_blank "a|x@y.es" "b" "" "a"]',
      [
        { rule: 'required', field: 'tipo' },
        { rule: 'enum', field: 'tipo', accept: ['a', 'b'] },
      ],
    ],
    ['[select tipo "Fotos &amp; vídeo" "&#8212;"]', [{ rule: 'enum', field: 'tipo', accept: ['Fotos & vídeo', '—'] }]],
    ['[checkbox extras "a" "b"]', [{ rule: 'enum', field: 'extras', accept: ['a', 'b'] }]],
    [
      '[checkbox* extras exclusive "a" "b"]',
      [
        { rule: 'required', field: 'extras' },
        { rule: 'maxitems', field: 'extras', threshold: 1 },
        { rule: 'enum', field: 'extras', accept: ['a', 'b'] },
      ],
    ],
    // A radio group is always required; exclusive means nothing to it.
    [
      '[radio contacto exclusive "Teléfono" "Correo"]',
      [
        { rule: 'required', field: 'contacto' },
        { rule: 'enum', field: 'contacto', accept: ['Teléfono', 'Correo'] },
      ],
    ],
    [
      '[radio* contacto "a"]',
      [
        { rule: 'required', field: 'contacto' },
        { rule: 'enum', field: 'contacto', accept: ['a'] },
      ],
    ],
    // free_text appends text to the value, and data: lists are unknown here: no enum.
    ['[checkbox extras free_text "a" "Otro"]', []],
    ['[select pais data:countries]', []],
    ['[acceptance privacidad] Acepto [/acceptance]', []],
    ['[quiz control "1+1?|2"]', []],
    ['[submit "Enviar"]', []],
    // Tags without a name are not rendered by CF7, so they validate nothing.
    ['[text* ]', []],
    ['[select "a" "b"]', []],
  ])('%s', (template, expected) => {
    expect(shapes(template)).toEqual(expected)
  })
})

describe('buildSchema: order and merging', () => {
  it('emits by CF7 module (alphabetical), then the enums, whatever the template order', () => {
    const template = [
      '[textarea m]',
      '[text t]',
      '[select s "x"]',
      '[number n]',
      '[file f]',
      '[date d]',
      '[radio r "x"]',
      '[checkbox c "x"]',
    ].join('\n')
    expect(schema(template).map((rule) => `${rule.rule}:${rule.field}`)).toEqual([
      'required:r',
      'date:d',
      'file:f',
      'maxfilesize:f',
      'number:n',
      'maxlength:t',
      'maxlength:m',
      'enum:r',
      'enum:c',
      'enum:s',
    ])
  })

  it('merges the values of same-named checkbox groups into one enum', () => {
    const rules = schema('[checkbox extras "a" "b"] … [checkbox extras "b" "c"]')
    expect(rules.filter((rule) => rule.rule === 'enum')).toEqual([
      { rule: 'enum', field: 'extras', accept: ['a', 'b', 'c'], error: MESSAGES.undefined_value.es },
    ])
  })

  it('drops the enum of a field when any of its groups has free_text', () => {
    expect(schema('[checkbox extras "a"] [checkbox extras free_text "Otro"]')).toEqual([])
  })
})

describe('buildSchema: messages', () => {
  it.each<[string, string, string]>([
    ['[text* a]', 'required', 'El campo es obligatorio.'],
    ['[text a]', 'maxlength', 'El campo es demasiado largo.'],
    ['[text a minlength:3]', 'minlength', 'El campo es demasiado corto.'],
    ['[email a]', 'email', 'La dirección de correo electrónico que has introducido no es válida.'],
    ['[url a]', 'url', 'La URL no es válida.'],
    ['[tel a]', 'tel', 'El número de teléfono no es válido.'],
    ['[number a]', 'number', 'El formato de número no es válido.'],
    ['[number a min:1]', 'minnumber', 'El número es menor que el mínimo permitido.'],
    ['[number a max:1]', 'maxnumber', 'El número es mayor que el máximo permitido.'],
    ['[date a]', 'date', 'El formato de fecha es incorrecto.'],
    ['[date a min:today]', 'mindate', 'La fecha es anterior a la más temprana permitida.'],
    ['[date a max:today]', 'maxdate', 'La fecha es posterior a la más tardía permitida.'],
    ['[file* a]', 'requiredfile', 'El campo es obligatorio.'],
    ['[file a]', 'file', 'No tienes permisos para subir archivos de este tipo.'],
    ['[file a]', 'maxfilesize', 'El archivo es demasiado grande.'],
    ['[checkbox a exclusive "x"]', 'maxitems', 'Hay demasiadas opciones seleccionadas.'],
    ['[select a "x"]', 'enum', 'Se ha enviado un valor no previsto en este campo.'],
  ])('%s: %s → %s', (template, rule, message) => {
    expect(schema(template).find((r) => r.rule === rule)?.error).toBe(message)
  })

  it("uses the form's own texts when given", () => {
    const rules = buildSchema(parseTemplate('[text* a]').tags, {
      today: TODAY,
      messages: { invalid_required: 'Obligatorio' },
    })
    expect(rules.map((rule) => rule.error)).toEqual(['Obligatorio', 'El campo es demasiado largo.'])
  })

  it('writes the properties in the order of CF7’s JSON', () => {
    expect(JSON.stringify(schema('[number a min:1]')[1])).toBe(
      '{"rule":"minnumber","field":"a","threshold":"1","error":"El número es menor que el mínimo permitido."}',
    )
    expect(Object.keys(schema('[file a]')[0] ?? {})).toEqual(['rule', 'field', 'accept', 'error'])
  })
})
