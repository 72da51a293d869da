import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { cf7Form } from '@/wordpress/import/core/forms/cf7Form'
import { planImport } from '@/wordpress/import/core/plan/planImport'
import { emptyItem } from '@/wordpress/import/core/wxr/fields'
import { readWxr } from '@/wordpress/import/core/wxr/readWxr'

/** A `_messages` value as WordPress stores it (PHP-serialised). */
const serialized = (messages: Record<string, string>) =>
  `a:${Object.keys(messages).length}:{${Object.entries(messages)
    .map(([k, v]) => `s:${Buffer.byteLength(k)}:"${k}";s:${Buffer.byteLength(v)}:"${v}";`)
    .join('')}}`
const form = (messages: Record<string, string>, locale?: string) => ({
  ...emptyItem(),
  id: 7,
  type: 'wpcf7_contact_form',
  title: 'Contacto',
  meta: { _form: '[submit "Enviar"]', _messages: serialized(messages), ...(locale ? { _locale: locale } : {}) },
})
const STOCK = {
  mail_sent_ok: 'Thank you for your message. It has been sent.',
  invalid_required: 'The field is required.',
  invalid_email: 'Please enter an email address.',
  mail_sent_ng: 'Ha habido un problema: llámanos al 910 000 000.',
}

describe('cf7Form', () => {
  it('gives a Spanish form CF7’s Spanish text for each of its stock English messages (current and earlier ones), keeping the studio’s own', () => {
    const planned = cf7Form(form(STOCK, 'es_ES'), 'https://estudio.example')
    expect(planned.data.messages).toEqual({
      mail_sent_ok: 'Gracias por tu mensaje. Ha sido enviado.',
      invalid_required: 'El campo es obligatorio.',
      invalid_email: 'La dirección de correo electrónico que has introducido no es válida.',
      mail_sent_ng: 'Ha habido un problema: llámanos al 910 000 000.',
    })
    expect(planned.translated.map((t) => t.key)).toEqual(['mail_sent_ok', 'invalid_required', 'invalid_email'])
  })

  it('goes by the site’s language when the form has no locale, and leaves an English form English', () => {
    expect(cf7Form(form(STOCK), 'https://estudio.example', 'es-ES').data.messages).toMatchObject({
      mail_sent_ok: 'Gracias por tu mensaje. Ha sido enviado.',
    })
    expect(cf7Form(form(STOCK, 'en_US'), 'https://estudio.example', 'es-ES').data.messages).toMatchObject({
      mail_sent_ok: STOCK.mail_sent_ok,
    })
    expect(cf7Form(form(STOCK), 'https://estudio.example', 'en-US').translated).toEqual([])
  })

  it('lists each message it changes in the report of the real export', async () => {
    const text = readFileSync('tests/fixtures/wordpress/export.xml', 'utf8')
    const english = text.replace(/s:\d+:"Gracias por tu mensaje[^"]*";/, `s:45:"${STOCK.mail_sent_ok}";`)
    expect(english).not.toBe(text)
    const plan = planImport(await readWxr(Readable.from([english])))
    expect(plan.report.notes.filter((n) => n.includes('Contact Form 7 estaba en inglés'))).toEqual([
      '«Formulario de contacto» (1205): el mensaje «Thank you for your message. It has been sent.» de Contact Form 7 estaba en inglés en un formulario en español; pasa a su texto en español: «Gracias por tu mensaje. Ha sido enviado.».',
    ])
    expect(plan.forms.find((f) => f.wpId === 1205)!.data.messages).toMatchObject({
      mail_sent_ok: 'Gracias por tu mensaje. Ha sido enviado.',
    })
  })
})
