import { describe, expect, it } from 'vitest'

import { renderContactForm } from '@/forms/render'
import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'

import { classes, context, renderDom, text } from './helpers'

describe('renderContactForm: the container and the form', () => {
  const dom = renderDom('[text nombre]')

  it('wraps everything in CF7’s .wpcf7 container, in Spanish', () => {
    const container = dom.root.children.find((node) => 'name' in node && node.name === 'div')
    expect(container).toMatchObject({
      attribs: { class: 'wpcf7 no-js', id: 'wpcf7-f7-p12-o1', lang: 'es-ES', dir: 'ltr', 'data-wpcf7-id': '7' },
    })
    expect(
      renderContactForm('', context()).startsWith(
        '<div class="wpcf7 no-js" id="wpcf7-f7-p12-o1" lang="es-ES" dir="ltr" data-wpcf7-id="7">',
      ),
    ).toBe(true)
  })

  it('starts with the empty screen-reader region', () => {
    expect(dom.html).toContain(
      '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>',
    )
  })

  it('posts back to the page, at the form’s anchor, without validation by the browser', () => {
    expect(dom.one('form').attribs).toEqual({
      action: '/contacto/#wpcf7-f7-p12-o1',
      method: 'post',
      class: 'wpcf7-form init',
      'aria-label': 'Formulario de contacto',
      novalidate: 'novalidate',
      'data-status': 'init',
    })
  })

  it('replaces any fragment of the action and escapes it', () => {
    const form = renderDom('', { action: '/contacto/?a=1&b="2"#antes' }).one('form')
    expect(form.attribs.action).toBe('/contacto/?a=1&b="2"#wpcf7-f7-p12-o1')
    expect(renderContactForm('', context({ action: '/c/?a=1&b="2"' }))).toContain(
      'action="/c/?a=1&amp;b=&quot;2&quot;#wpcf7-f7-p12-o1"',
    )
  })

  it('uses multipart encoding only when the form has a file field', () => {
    expect(dom.one('form').attribs.enctype).toBeUndefined()
    expect(renderDom('[file cv]').one('form').attribs.enctype).toBe('multipart/form-data')
  })

  it('tells the browser script when consent is checked as a field instead of blocking the button', () => {
    expect(renderDom('', { acceptanceAsValidation: true }).one('form').attribs.class).toBe(
      'wpcf7-form init wpcf7-acceptance-as-validation',
    )
  })

  it('cuts the locale to two subtags and writes right-to-left ones as such', () => {
    expect(renderDom('', { locale: 'de_DE_formal' }).one('div', { class: 'wpcf7' }).attribs.lang).toBe('de-DE')
    expect(renderDom('', { locale: 'he_IL' }).one('div', { class: 'wpcf7' }).attribs).toMatchObject({
      lang: 'he-IL',
      dir: 'rtl',
    })
  })

  it('ends the form with the response output', () => {
    expect(dom.html).toMatch(/<div class="wpcf7-response-output" aria-hidden="true"><\/div>\n<\/form>\n<\/div>$/)
  })
})

describe('renderContactForm: hidden fields', () => {
  const dom = renderDom('[text nombre]', { outcome: undefined })
  const fieldset = dom.one('fieldset', { class: 'hidden-fields-container' })

  it('come first in the form, in CF7’s order, then the modules’ fields', () => {
    expect(dom.one('form').children.find((node) => 'name' in node)).toBe(fieldset)
    expect(dom.names(fieldset)).toEqual([
      '_wpcf7',
      '_wpcf7_version',
      '_wpcf7_locale',
      '_wpcf7_unit_tag',
      '_wpcf7_container_post',
      '_wpcf7_posted_data_hash',
      '_wpcf7_recaptcha_response',
      '_wpcf7_ak_hp_textarea',
      '_wpcf7_ak_js',
    ])
  })

  it('carry the form’s identity', () => {
    const value = (name: string) => dom.control(name).attribs.value
    expect(
      ['_wpcf7', '_wpcf7_version', '_wpcf7_locale', '_wpcf7_unit_tag', '_wpcf7_container_post'].map(value),
    ).toEqual(['7', '6.1.6', 'es_ES', 'wpcf7-f7-p12-o1', '12'])
    expect(value('_wpcf7_posted_data_hash')).toBe('')
    expect(value('_wpcf7_recaptcha_response')).toBe('')
  })

  it('include Akismet’s hidden honeypot, with no script', () => {
    const container = dom.one('p', { class: 'akismet-fields-container' })
    expect(container.attribs).toEqual({
      style: 'display: none !important;',
      class: 'akismet-fields-container',
      'data-prefix': '_wpcf7_ak_',
    })
    expect(text(dom.one('label', {}, container))).toBe('Δ')
    expect(dom.control('_wpcf7_ak_hp_textarea').attribs).toMatchObject({ cols: '45', rows: '8', maxlength: '100' })
    expect(dom.control('_wpcf7_ak_js').attribs).toMatchObject({ type: 'hidden', value: '' })
    expect(dom.find('script')).toEqual([])
  })
})

describe('renderContactForm: the studio’s demo form', () => {
  const dom = renderDom(DEMO_CONTACT_TEMPLATE)
  const body = dom.names().filter((name) => !name.startsWith('_'))

  it('renders every field, in order, with its name', () => {
    expect(body).toEqual([
      'your-name',
      'your-email',
      'your-tel',
      'session-type',
      'preferred-date',
      'your-message',
      'privacy',
      '',
    ])
  })

  it.each<[string, string, string[], boolean]>([
    ['your-name', 'text', ['wpcf7-form-control', 'wpcf7-text', 'wpcf7-validates-as-required'], true],
    [
      'your-email',
      'email',
      ['wpcf7-form-control', 'wpcf7-email', 'wpcf7-validates-as-required', 'wpcf7-text', 'wpcf7-validates-as-email'],
      true,
    ],
    ['your-tel', 'tel', ['wpcf7-form-control', 'wpcf7-tel', 'wpcf7-text', 'wpcf7-validates-as-tel'], false],
    ['preferred-date', 'date', ['wpcf7-form-control', 'wpcf7-date', 'wpcf7-validates-as-date'], false],
  ])('%s is an input of type %s with CF7’s classes and required marker', (name, type, expected, required) => {
    const input = dom.control(name)
    expect(input.attribs.type).toBe(type)
    expect(classes(input)).toEqual(expected)
    expect(input.attribs['aria-required']).toBe(required ? 'true' : undefined)
    expect(input.attribs['aria-invalid']).toBe('false')
    expect(dom.wrap(name).children).toContain(input)
  })

  it('gives the text fields CF7’s size and length defaults and their autocomplete', () => {
    expect(dom.control('your-name').attribs).toMatchObject({
      size: '40',
      maxlength: '400',
      autocomplete: 'name',
      value: '',
    })
    expect(dom.control('your-email').attribs.autocomplete).toBe('email')
    expect(dom.control('your-message').attribs).toMatchObject({
      cols: '40',
      rows: '10',
      maxlength: '2000',
      'aria-required': 'true',
    })
    expect(classes(dom.control('your-message'))).toEqual([
      'wpcf7-form-control',
      'wpcf7-textarea',
      'wpcf7-validates-as-required',
    ])
  })

  it('offers the session types after a blank choice', () => {
    const select = dom.control('session-type')
    expect(dom.find('option', {}, select).map((option) => [option.attribs.value, text(option)])).toEqual([
      ['', '—Elige una opción—'],
      ['Retrato', 'Retrato'],
      ['Familia', 'Familia'],
      ['Embarazo y recién nacido', 'Embarazo y recién nacido'],
      ['Corporativa', 'Corporativa'],
      ['Book de fotos', 'Book de fotos'],
      ['Otra', 'Otra'],
    ])
    expect(dom.find('option', { selected: 'selected' })).toEqual([])
  })

  it('resolves min:today to the day of the render', () => {
    expect(dom.control('preferred-date').attribs.min).toBe('2025-03-14')
  })

  it('asks for consent with the privacy link and sends with «Enviar» and a spinner', () => {
    const consent = dom.control('privacy')
    expect(consent.attribs).toMatchObject({ type: 'checkbox', value: '1', 'aria-invalid': 'false' })
    const links = dom.find('a')
    expect(links.map((a) => a.attribs)).toEqual([
      { href: '/politica-de-privacidad/' },
      { href: '/politica-de-privacidad/' },
    ])
    expect(text(dom.one('span', { class: 'wpcf7-list-item-label' }))).toMatch(
      /^He leído y acepto la política de privacidad/,
    )
    const submit = dom.one('input', { type: 'submit' })
    expect(submit.attribs).toEqual({
      class: 'wpcf7-form-control wpcf7-submit has-spinner',
      type: 'submit',
      value: 'Enviar',
    })
    expect(dom.html).toContain('value="Enviar" /><span class="wpcf7-spinner"></span>')
  })

  it('gives the basic data-protection information Spanish law expects, before the submit button', () => {
    const info = dom.one('div', { class: 'form-privacy-info' })
    const items = dom.find('li').map((li) => text(li).split(':')[0])
    expect(items).toEqual([
      'Responsable',
      'Finalidad',
      'Legitimación',
      'Destinatarios',
      'Derechos',
      'Información adicional',
    ])
    expect(dom.html.indexOf('form-privacy-info')).toBeLessThan(dom.html.indexOf('type="submit"'))
    expect(text(info)).toMatch(/Agencia Española de Protección de Datos/)
  })

  it('keeps each field inside its <label>, with the Spanish text, paragraph by paragraph', () => {
    expect(dom.find('label').map((label) => text(label).trim().split('\n')[0])).toEqual([
      'Δ',
      'Tu nombre',
      'Tu correo electrónico',
      'Tu teléfono (opcional)',
      'Tipo de sesión (opcional)',
      'Fecha preferida (opcional)',
      'Tu mensaje',
      expect.stringMatching(/^He leído/),
    ])
    expect(dom.html).toContain(
      '<p><label> Tu nombre<br />\n    <span class="wpcf7-form-control-wrap" data-name="your-name">',
    )
  })
})
