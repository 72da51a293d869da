import { describe, expect, it } from 'vitest'

import { parseTemplate } from '@/forms/template/parseTemplate'
import type { FormTag } from '@/forms/template/types'

/** The one tag of a template, failing loudly when there is not exactly one. */
function onlyTag(template: string): FormTag {
  const { tags } = parseTemplate(template)
  expect(tags).toHaveLength(1)
  return tags[0] as FormTag
}

/** The template rebuilt from its parts, to show that nothing was lost or invented. */
const rebuild = (template: string): string =>
  parseTemplate(template)
    .parts.map((part) => (typeof part === 'string' ? part : part.source))
    .join('')

describe('parseTemplate: each tag type and its options', () => {
  it.each<[string, Partial<FormTag>]>([
    [
      '[text your-name]',
      { type: 'text', basetype: 'text', required: false, name: 'your-name', options: [], values: [] },
    ],
    [
      '[text* your-name autocomplete:name]',
      { type: 'text*', basetype: 'text', required: true, options: ['autocomplete:name'] },
    ],
    [
      '[email* your-email placeholder "tu@correo.es"]',
      { type: 'email*', name: 'your-email', options: ['placeholder'], values: ['tu@correo.es'] },
    ],
    [
      '[tel your-tel 20/15 id:telefono class:a class:b]',
      { type: 'tel', options: ['20/15', 'id:telefono', 'class:a', 'class:b'] },
    ],
    ['[url* web default:get]', { type: 'url*', basetype: 'url', required: true, options: ['default:get'] }],
    [
      '[number* edad min:18 max:99 step:1 "30"]',
      { type: 'number*', options: ['min:18', 'max:99', 'step:1'], values: ['30'] },
    ],
    ['[range nota min:-5 max:5.5]', { type: 'range', basetype: 'range', options: ['min:-5', 'max:5.5'] }],
    ['[range* nota]', { type: 'range*', basetype: 'range', required: true }],
    [
      '[date fecha min:2025-01-01 max:today+6months]',
      { type: 'date', options: ['min:2025-01-01', 'max:today+6months'] },
    ],
    ['[date* fecha]', { type: 'date*', basetype: 'date', required: true }],
    [
      '[textarea mensaje 40x10 maxlength:2000 minlength:20]',
      { type: 'textarea', options: ['40x10', 'maxlength:2000', 'minlength:20'] },
    ],
    ['[textarea* mensaje]', { type: 'textarea*', basetype: 'textarea', required: true }],
    [
      '[select menu multiple include_blank "a" "b"]',
      { basetype: 'select', options: ['multiple', 'include_blank'], values: ['a', 'b'] },
    ],
    ['[select* menu first_as_label "Elige" "a"]', { type: 'select*', required: true, options: ['first_as_label'] }],
    [
      '[checkbox extras exclusive use_label_element label_first free_text "a" "b"]',
      {
        basetype: 'checkbox',
        options: ['exclusive', 'use_label_element', 'label_first', 'free_text'],
        values: ['a', 'b'],
      },
    ],
    ['[checkbox* extras "a"]', { type: 'checkbox*', required: true }],
    [
      '[radio contacto use_label_element default:1 "Teléfono" "Correo"]',
      { type: 'radio', required: false, options: ['use_label_element', 'default:1'] },
    ],
    ['[radio* contacto "a"]', { type: 'radio*', basetype: 'radio', required: true }],
    [
      '[acceptance privacidad optional invert]',
      { type: 'acceptance', name: 'privacidad', options: ['optional', 'invert'] },
    ],
    [
      '[quiz control "1+1?|2" "Capital de Francia?|París"]',
      { basetype: 'quiz', name: 'control', values: ['1+1?', 'Capital de Francia?'] },
    ],
    [
      '[file* cv limit:2mb filetypes:pdf|jpg]',
      { type: 'file*', required: true, options: ['limit:2mb', 'filetypes:pdf|jpg'] },
    ],
    // submit takes no name: its first word is an option.
    [
      '[submit class:boton "Enviar"]',
      { type: 'submit', name: '', rawName: '', options: ['class:boton'], values: ['Enviar'] },
    ],
    ['[submit]', { type: 'submit', name: '', options: [], values: [] }],
  ])('%s', (template, expected) => {
    expect(onlyTag(template)).toMatchObject(expected)
  })
})

describe('parseTemplate: values', () => {
  it.each<[string, string[], string[]]>([
    [
      '[select s "Embarazo y recién nacido" "Book de fotos"]',
      ['Embarazo y recién nacido', 'Book de fotos'],
      ['Embarazo y recién nacido', 'Book de fotos'],
    ],
    ['[select s \'Uno dos\' "Tres"]', ['Uno dos', 'Tres'], ['Uno dos', 'Tres']],
    // Each quote may hold the other kind.
    [
      `[text t "Ana 'la fotógrafa'" 'Dice "hola"']`,
      [`Ana 'la fotógrafa'`, 'Dice "hola"'],
      [`Ana 'la fotógrafa'`, 'Dice "hola"'],
    ],
    // A value may follow an option with no space, and values need no space between them.
    ['[text t placeholder"Hola""Adiós"]', ['Hola', 'Adiós'], ['Hola', 'Adiós']],
    // Whitespace runs (here a double space and a line break) collapse, as in CF7.
    ['[select s "Retrato  de\n estudio"]', ['Retrato de estudio'], ['Retrato de estudio']],
    // Values are trimmed; raw values keep what was between the quotes.
    ['[select s " con espacios "]', ['con espacios'], [' con espacios ']],
    ['[select s ""]', [''], ['']],
  ])('%s', (template, values, rawValues) => {
    const tag = onlyTag(template)
    expect(tag.values).toEqual(values)
    expect(tag.labels).toEqual(values)
    expect(tag.rawValues).toEqual(rawValues)
  })

  it('splits pipes at the first bar: before is shown and validated, after goes to mail', () => {
    const tag = onlyTag('[select destino "Ventas|ventas@estudio.es" "Otros" "a|b|c"]')
    expect(tag.values).toEqual(['Ventas', 'Otros', 'a'])
    expect(tag.rawValues).toEqual(['Ventas|ventas@estudio.es', 'Otros', 'a|b|c'])
    expect(tag.pipes).toEqual([
      { before: 'Ventas', after: 'ventas@estudio.es' },
      { before: 'Otros', after: 'Otros' },
      { before: 'a', after: 'b|c' },
    ])
  })

  it('replaces dots in the name with underscores but keeps the raw name', () => {
    expect(onlyTag('[text datos.nombre]')).toMatchObject({ rawName: 'datos.nombre', name: 'datos_nombre' })
  })

  it('reads a tag written over several lines, with tabs, CRLF, NBSP and zero-width spaces', () => {
    const tag = onlyTag('[select\u00a0tipo\r\n\tinclude_blank\u200b"Retrato"\r\n\t"Familia"]')
    expect(tag).toMatchObject({ name: 'tipo', options: ['include_blank'], values: ['Retrato', 'Familia'] })
  })

  it('strips HTML an editor left inside the attributes', () => {
    expect(onlyTag('[select tipo "a"<br />\n"b"]').values).toEqual(['a', 'b'])
  })

  it('reads the self-closing slash', () => {
    expect(onlyTag('[text nombre placeholder "Tu nombre" /]')).toMatchObject({ name: 'nombre', values: ['Tu nombre'] })
  })

  it('keeps a named type without a name, with an empty name, as CF7 does', () => {
    expect(onlyTag('[select "a" "b"]')).toMatchObject({ name: '', options: [], values: ['a', 'b'] })
  })
})

describe('parseTemplate: enclosing tags', () => {
  it.each<[string, string]>([
    [
      '[acceptance privacidad]Acepto la <a href="/politica-de-privacidad/">política</a>[/acceptance]',
      'Acepto la <a href="/politica-de-privacidad/">política</a>',
    ],
    ['[acceptance privacidad]\n  Acepto las condiciones.\n[/acceptance]', 'Acepto las condiciones.'],
    ['[acceptance privacidad] Línea uno<br />\nLínea dos<br />\n[/acceptance]', 'Línea uno\nLínea dos'],
    ['[textarea* mensaje]Hola,[/textarea*]', 'Hola,'],
    ['[acceptance privacidad][/acceptance]', ''],
  ])('%s', (template, content) => {
    const { tags, parts } = parseTemplate(template)
    expect(tags[0]?.content).toBe(content)
    // The closing tag belongs to the tag, so nothing is left as text.
    expect(parts).toHaveLength(1)
  })

  it('needs the closing tag to repeat the type exactly, star included', () => {
    const { tags, parts } = parseTemplate('[textarea* m]Hola[/textarea]')
    expect(tags[0]?.content).toBe('')
    expect(parts[1]).toBe('Hola[/textarea]')
  })

  it('does not let content run across another tag', () => {
    const { tags } = parseTemplate('[acceptance a] Acepto [text b] [/acceptance]')
    expect(tags.map((tag) => [tag.name, tag.content])).toEqual([
      ['a', ''],
      ['b', ''],
    ])
  })
})

describe('parseTemplate: text between tags', () => {
  it('keeps the literal text, in order, with the tags between', () => {
    const template = '<label> Tu nombre\n    [text* your-name] </label>\n\n[submit "Enviar"]'
    const { parts, tags } = parseTemplate(template)
    expect(parts.map((part) => (typeof part === 'string' ? part : `<${part.type}>`))).toEqual([
      '<label> Tu nombre\n    ',
      '<text*>',
      ' </label>\n\n',
      '<submit>',
    ])
    expect(tags.map((tag) => tag.index)).toEqual([template.indexOf('[text*'), template.indexOf('[submit')])
  })

  it.each<[string, string]>([
    // [[tag]] is CF7's escape: it shows [tag].
    ['Escribe [[text nombre]] para un campo', 'Escribe [text nombre] para un campo'],
    ['[[acceptance a]Sí[/acceptance]]', '[acceptance a]Sí[/acceptance]'],
    // Invalid names and invalid attributes leave the tag as text.
    ['[text 1nombre]', '[text 1nombre]'],
    ['[text* teléfono]', '[text* teléfono]'],
    ['[text nombre "valor" placeholder]', '[text nombre "valor" placeholder]'],
    ['[text nombre "sin cerrar]', '[text nombre "sin cerrar]'],
    // Types are case-sensitive and must be followed by a space, `/` or `]`.
    ['[Text nombre]', '[Text nombre]'],
    ['[text*nombre]', '[text*nombre]'],
    ['[foo bar]', '[foo bar]'],
    ['[acceptance* a]', '[acceptance* a]'],
  ])('%s is text', (template, text) => {
    const { tags, parts } = parseTemplate(template)
    expect(tags).toEqual([])
    expect(parts).toEqual([text])
  })

  it('keeps a lone extra bracket as text instead of dropping it', () => {
    const { parts } = parseTemplate('[[text a] y [text b]]')
    expect(parts.map((part) => (typeof part === 'string' ? part : part.name))).toEqual(['[', 'a', ' y ', 'b', ']'])
  })

  it('gives an empty template no parts', () => {
    expect(parseTemplate('')).toEqual({ tags: [], parts: [] })
  })
})

describe('parseTemplate: odd input', () => {
  // A deterministic generator, so that a failure can be replayed.
  function* randomTemplates(count: number): Generator<string> {
    const pieces = [
      '[',
      ']',
      '[[',
      ']]',
      'text',
      'text*',
      'select',
      'acceptance',
      '[/acceptance]',
      ' ',
      '\n',
      '"',
      "'",
      '/',
      'a',
      'é',
      'min:1',
      '|',
      '<br />',
      '\u00a0',
    ]
    let seed = 7
    for (let i = 0; i < count; i++) {
      let template = ''
      const length = (i % 40) + 1
      for (let j = 0; j < length; j++) {
        seed = (seed * 1103515245 + 12345) % 2147483648
        template += pieces[seed % pieces.length]
      }
      yield template
    }
  }

  it('never throws and, short of escapes, loses nothing of the template', () => {
    for (const template of randomTemplates(3000)) {
      const parsed = parseTemplate(template)
      if (!template.includes('[[') && !template.includes(']]')) expect(rebuild(template)).toBe(template)
      for (const tag of parsed.tags) expect(template.slice(tag.index, tag.index + tag.source.length)).toBe(tag.source)
    }
  })

  it('stays fast on a long template with many unclosed tags', () => {
    const template = '[text a '.repeat(2000)
    const started = performance.now()
    expect(parseTemplate(template).tags).toEqual([])
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
