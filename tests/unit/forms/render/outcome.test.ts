import { describe, expect, it } from 'vitest'

import { renderContactForm } from '@/forms/render'
import { escapeHtml } from '@/lib/html'

import { Dom, classes, context, outcome, renderDom, text } from './helpers'

const TEMPLATE = `<label>Nombre [text* your-name id:nombre]</label>
<label>Correo [email* your-email]</label>
[select session "Retrato" "Familia"]
[checkbox extras "Álbum" "Copias" "Otro"]
[radio contacto "Teléfono" "Correo"]
[textarea your-message]
[file cv]
[quiz control "¿1+1?|2"]
[acceptance privacy] Acepto [/acceptance]
[submit]`

const failed = outcome({
  message: 'Uno o más campos tienen un error. Por favor revisa e inténtalo de nuevo.',
  values: {
    'your-name': ['Ana'],
    'your-email': ['ana@'],
    session: ['Familia'],
    extras: ['Álbum', 'Otro'],
    contacto: ['Correo'],
    'your-message': ['Hola,\nquería preguntar'],
    cv: ['foto.jpg'],
    control: ['3'],
    privacy: ['1'],
  },
  invalidFields: [
    { field: 'your-email', message: 'La dirección de correo electrónico que has introducido no es válida.' },
    { field: 'your-name', message: 'El campo es demasiado corto.' },
    { field: 'control', message: 'La respuesta al cuestionario no es correcta.' },
  ],
})

describe('renderContactForm after a post without JavaScript', () => {
  const dom = renderDom(TEMPLATE, { outcome: failed })

  it('sets the status on the form', () => {
    expect(dom.one('form').attribs).toMatchObject({ class: 'wpcf7-form invalid', 'data-status': 'invalid' })
  })

  it('shows the message in the status region and in the response output', () => {
    expect(text(dom.one('p', { role: 'status' }))).toBe(failed.message)
    expect(text(dom.one('div', { class: 'wpcf7-response-output' }))).toBe(failed.message)
  })

  it('lists the errors for screen readers, linking to the field when it has an id', () => {
    const items = dom.find('li')
    expect(items.map((item) => item.attribs.id)).toEqual([
      'wpcf7-f7-p12-o1-ve-your-email',
      'wpcf7-f7-p12-o1-ve-your-name',
      'wpcf7-f7-p12-o1-ve-control',
    ])
    expect(items.map(text)).toEqual(failed.invalidFields.map((field) => field.message))
    expect(dom.find('a', { href: '#nombre' }, items[1])).toHaveLength(1)
    expect(dom.find('a', {}, items[0])).toEqual([])
  })

  it('marks each failed field and puts its tip inside its wrap', () => {
    for (const { field, message } of failed.invalidFields) {
      const control = dom.control(field)
      expect(classes(control)).toContain('wpcf7-not-valid')
      expect(control.attribs).toMatchObject({
        'aria-invalid': 'true',
        'aria-describedby': `wpcf7-f7-p12-o1-ve-${field}`,
      })
      const tip = dom.one('span', { class: 'wpcf7-not-valid-tip' }, dom.wrap(field))
      expect(tip.attribs['aria-hidden']).toBe('true')
      expect(text(tip)).toBe(message)
    }
    expect(dom.control('your-message').attribs['aria-invalid']).toBe('false')
    expect(dom.find('span', { class: 'wpcf7-not-valid-tip' })).toHaveLength(3)
  })

  it('fills the fields in again', () => {
    expect(dom.control('your-name').attribs.value).toBe('Ana')
    expect(dom.control('your-email').attribs.value).toBe('ana@')
    expect(text(dom.control('your-message'))).toBe('Hola,\nquería preguntar')
    expect(dom.find('option', { selected: 'selected' }).map(text)).toEqual(['Familia'])
    expect(dom.find('input', { checked: 'checked' }).map((input) => [input.attribs.name, input.attribs.value])).toEqual(
      [
        ['extras[]', 'Álbum'],
        ['extras[]', 'Otro'],
        ['contacto', 'Correo'],
      ],
    )
  })

  it('never fills in a file, the quiz or the acceptance', () => {
    expect(dom.control('cv').attribs.value).toBeUndefined()
    expect(dom.control('control').attribs.value).toBeUndefined()
    expect(dom.control('privacy').attribs.checked).toBeUndefined()
  })

  it('marks a checkbox group as a whole', () => {
    const group = renderDom('[checkbox* extras "a" "b"]', {
      outcome: outcome({ invalidFields: [{ field: 'extras', message: 'El campo es obligatorio.' }] }),
    }).one('span', { class: 'wpcf7-checkbox' })
    expect(classes(group)).toEqual([
      'wpcf7-form-control',
      'wpcf7-checkbox',
      'wpcf7-validates-as-required',
      'wpcf7-not-valid',
    ])
    expect(group.attribs['aria-describedby']).toBe('wpcf7-f7-p12-o1-ve-extras')
  })

  it('keeps only the first error of a field', () => {
    const twice = renderDom('[text t]', {
      outcome: outcome({
        invalidFields: [
          { field: 't', message: 'Primero' },
          { field: 't', message: 'Segundo' },
        ],
      }),
    })
    expect(twice.find('li').map(text)).toEqual(['Primero'])
    expect(text(twice.one('span', { class: 'wpcf7-not-valid-tip' }))).toBe('Primero')
  })
})

describe('renderContactForm after mail was sent', () => {
  const dom = renderDom(TEMPLATE, {
    outcome: outcome({
      status: 'mail_sent',
      message: 'Gracias por tu mensaje. Ha sido enviado.',
      values: failed.values,
      postedDataHash: 'abc123',
    }),
  })

  it('shows the status and message and carries the posted data hash', () => {
    expect(dom.one('form').attribs).toMatchObject({ class: 'wpcf7-form sent', 'data-status': 'sent' })
    expect(text(dom.one('div', { class: 'wpcf7-response-output' }))).toBe('Gracias por tu mensaje. Ha sido enviado.')
    expect(dom.control('_wpcf7_posted_data_hash').attribs.value).toBe('abc123')
  })

  it('starts the form afresh, as CF7 does', () => {
    expect(dom.control('your-name').attribs.value).toBe('')
    expect(dom.find('input', { checked: 'checked' })).toEqual([])
    expect(dom.find('option', { selected: 'selected' })).toEqual([])
  })

  it.each([
    ['spam', 'spam'],
    ['acceptance_missing', 'unaccepted'],
    ['mail_failed', 'failed'],
    ['aborted', 'aborted'],
    ['payment_required', 'payment-required'],
    ['pendiente de revisión', 'custom-pendiente-de-revisi-n'],
  ])('maps the status %s to %s', (status, expected) => {
    expect(renderDom('', { outcome: outcome({ status }) }).one('form').attribs).toMatchObject({
      class: `wpcf7-form ${expected}`,
      'data-status': expected,
    })
  })
})

describe('renderContactForm: hostile values are escaped', () => {
  const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
  const html = renderContactForm(
    '[text t] [textarea m] [select s "a"] [checkbox c "a"] [hidden h default:get]',
    context({
      query: { h: hostile },
      outcome: outcome({
        message: hostile,
        values: { t: [hostile], m: [`</textarea>${hostile}`], s: [hostile], c: [hostile] },
        invalidFields: [
          { field: 't', message: hostile },
          { field: `x"><b>`, message: hostile },
        ],
      }),
    }),
  )

  it('lets no markup through, whether in attributes or in text', () => {
    const dom = new Dom(html)
    expect(dom.find('script')).toEqual([])
    expect(dom.find('img')).toEqual([])
    expect(dom.find('b')).toEqual([])
    expect(dom.all((element) => Object.keys(element.attribs).some((name) => name.startsWith('on')))).toEqual([])
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('keeps the posted value intact for the visitor', () => {
    const dom = renderDom('[text t] [textarea m]', {
      outcome: outcome({ values: { t: [hostile], m: [`</textarea>${hostile}`] } }),
    })
    expect(dom.control('t').attribs.value).toBe(hostile)
    // htmlparser2 leaves a textarea's text undecoded; a browser decodes it back to the value.
    expect(text(dom.control('m'))).toBe(escapeHtml(`</textarea>${hostile}`))
  })

  it('cleans an error id of anything an id should not hold', () => {
    const dom = renderDom('', { outcome: outcome({ invalidFields: [{ field: 'a"b c', message: 'x' }] }) })
    expect(dom.one('li').attribs.id).toBe('wpcf7-f7-p12-o1-ve-abc')
  })
})
