import { describe, expect, it } from 'vitest'

import { renderMailTemplate, type MailValue } from '@/forms/template/mailTemplate'
import { parseTemplate } from '@/forms/template/parseTemplate'

const values: Record<string, MailValue> = {
  'your-name': '  Ana García ',
  'your-email': 'ana@example.com',
  extras: ['Álbum', 'Vídeo'],
  nested: ['a', ['b', ['c']]],
  vacio: '',
  destino: 'Ventas',
  fecha: '2025-09-03',
  datos_nombre: 'Luis',
  html: '<b>Hola</b> & "adiós"',
}
const special = {
  _site_title: 'Revela Estudio',
  _site_url: 'https://revela.example',
  _date: '14 de marzo de 2025',
  _time: '18:30',
  _remote_ip: '203.0.113.7',
  _post_id: '40',
}
const tags = parseTemplate('[select destino "Ventas|ventas@revela.example" "Otros"] [text campo-sin-enviar]').tags

describe('renderMailTemplate', () => {
  it.each<[string, string]>([
    ['De: [your-name] <[your-email]>', 'De: Ana García <ana@example.com>'],
    ['[extras]', 'Álbum, Vídeo'],
    ['[nested]', 'a, b, c'],
    ['[vacio]', ''],
    ['[ your-name ]', 'Ana García'],
    ['[\tyour-email\t]', 'ana@example.com'],
    // Pipes: the mail gets the after-pipe value; _raw_ the one submitted.
    ['[destino] / [_raw_destino]', 'ventas@revela.example / Ventas'],
    // A form field nobody filled in renders empty; an unknown tag stays as written.
    ['<[campo-sin-enviar]>', '<>'],
    ['[desconocido] [_desconocido]', '[desconocido] [_desconocido]'],
    ['[_raw_desconocido]', ''],
    // Dots in a mail tag name stand for the underscores of the field name.
    ['[datos.nombre]', 'Luis'],
    ['[_site_title] ([_site_url])', 'Revela Estudio (https://revela.example)'],
    [
      '[_date] a las [_time] desde [_remote_ip], página [_post_id]',
      '14 de marzo de 2025 a las 18:30 desde 203.0.113.7, página 40',
    ],
    // Known special tags without a value render empty, as CF7 does outside a post or logged out.
    ['[_post_title]|[_user_email]|[_user_nickname]|[_serial_number]', '|||'],
    ['[[your-name]] [[_site_title]]', '[your-name] [_site_title]'],
    ['[_format_fecha "d/m/Y"]', '03/09/2025'],
    ["[_format_fecha 'l j \\d\\e F \\d\\e Y']", 'miércoles 3 de septiembre de 2025'],
    ['[_format_fecha]', '2025-09-03'],
    ['[_format_your-name "d/m/Y"]', 'Ana García'],
    ['[your-name "con valor"]', 'Ana García'],
    ['[your-name', '[your-name'],
    ['[[your-name]', '[Ana García'],
  ])('%s → %s', (template, expected) => {
    expect(renderMailTemplate(template, values, special, { tags })).toBe(expected)
  })

  it('escapes values, not the template, in HTML mail', () => {
    expect(renderMailTemplate('<p>[html]</p>', values, special, { html: true })).toBe(
      '<p>&lt;b&gt;Hola&lt;/b&gt; &amp; &quot;adiós&quot;</p>',
    )
    expect(renderMailTemplate('<p>[html]</p>', values)).toBe('<p><b>Hola</b> & "adiós"</p>')
  })

  it('renders the default CF7 mail body in Spanish', () => {
    const body =
      'De: [your-name] <[your-email]>\nAsunto: [your-subject]\n\nCuerpo del mensaje:\n[your-message]\n\n-- \nEste mensaje se ha enviado desde un formulario de contacto en [_site_title] ([_site_url])'
    const formTags = parseTemplate(
      '[text* your-name] [email* your-email] [text* your-subject] [textarea your-message]',
    ).tags
    expect(
      renderMailTemplate(
        body,
        { 'your-name': 'Ana', 'your-email': 'ana@example.com', 'your-subject': 'Boda' },
        special,
        { tags: formTags },
      ),
    ).toBe(
      'De: Ana <ana@example.com>\nAsunto: Boda\n\nCuerpo del mensaje:\n\n\n-- \nEste mensaje se ha enviado desde un formulario de contacto en Revela Estudio (https://revela.example)',
    )
  })

  it('ignores inherited properties of the values object', () => {
    expect(renderMailTemplate('[constructor] [toString]', {})).toBe('[constructor] [toString]')
  })
})
