import { describe, expect, it } from 'vitest'

import { renderContactForm, studioFacts } from '@/forms/render'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'

import { context } from './helpers'

const settings = {
  studioName: 'Luz de Lavapiés',
  legalName: 'Luz de Lavapiés Fotografía, S.L.',
  address: 'Calle del Ave María 3',
  postalCode: '28012',
  city: 'Madrid',
  phone: '+34 911 222 333',
  email: 'hola@luzdelavapies.example',
  openingHours: 'Martes a sábado: de 10:00 a 19:00.\nDomingos: con cita.',
}

const render = (template: string, studio = studioFacts(settings)) => renderContactForm(template, context({ studio }))

describe('[studio …] in a form template', () => {
  it('writes the studio’s details from its settings: e-mail and phone as links, the rest as text', () => {
    const html = render(
      '<p>[studio legal-name] · [studio email] · [studio phone]</p>\n\n<p>[studio address]. [studio hours]</p>',
    )
    expect(html).toContain(
      'Luz de Lavapiés Fotografía, S.L. · <a href="mailto:hola@luzdelavapies.example">hola@luzdelavapies.example</a> · <a href="tel:+34911222333">+34 911 222 333</a>',
    )
    expect(html).toContain(
      'Calle del Ave María 3, 28012 Madrid. Martes a sábado: de 10:00 a 19:00.; Domingos: con cita.',
    )
    expect(html).not.toContain('[studio')
  })

  it('follows a change in the settings, and names the studio when it has no «Razón social»', () => {
    const html = render(
      '<p>[studio legal-name], [studio email]</p>',
      studioFacts({ ...settings, legalName: '', email: 'citas@luzdelavapies.example' }),
    )
    expect(html).toContain(
      'Luz de Lavapiés, <a href="mailto:citas@luzdelavapies.example">citas@luzdelavapies.example</a>',
    )
    expect(html).not.toContain('hola@')
  })

  it('escapes what the settings hold and writes nothing for a detail they leave empty', () => {
    const html = render(
      '<p>A[studio name]B[studio phone]C</p>',
      studioFacts({ ...settings, studioName: '<b>Estudio</b> & "Co"', phone: ' ' }),
    )
    expect(html).toContain('A&lt;b&gt;Estudio&lt;/b&gt; &amp; &quot;Co&quot;BC')
  })

  it('names the detail in a preview that has no settings', () => {
    expect(renderContactForm('<p>Escríbenos a [studio email].</p>', context())).toContain(
      'Escríbenos a «correo electrónico del estudio».',
    )
  })

  it('is checked like any tag: one known detail, in Spanish, with the choices', () => {
    expect(checkTemplate('[studio email] [submit "Enviar"]')).toEqual([])
    const [missing] = checkTemplate('[studio]')
    expect(missing?.code).toBe('studio-without-detail')
    expect(missing?.message).toContain('email (correo electrónico del estudio)')
    const codes = (template: string) => checkTemplate(template).map((p) => p.code)
    expect(codes('[studio emial]')).toEqual(['unknown-option', 'studio-without-detail'])
    expect(checkTemplate('[studio emial]')[0]?.message).toContain('¿Querías escribir «email»?')
    expect(codes('[studio email phone]')).toEqual(['studio-several-details'])
    expect(codes('[studio* email]')).toEqual(['no-required-variant'])
  })

  it('fills the demo form’s privacy note with the studio’s controller and e-mail, none typed in it', () => {
    expect(DEMO_CONTACT_TEMPLATE).not.toMatch(/@|S\.L\./)
    const html = render(DEMO_CONTACT_TEMPLATE)
    expect(html).toContain('<strong>Responsable:</strong> Luz de Lavapiés Fotografía, S.L.')
    expect(html).toContain('escribiendo a <a href="mailto:hola@luzdelavapies.example">hola@luzdelavapies.example</a>;')
  })
})
