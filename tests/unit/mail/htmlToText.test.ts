import { describe, expect, it } from 'vitest'

import { resetPasswordMail } from '@/loginGuard/mail/resetPasswordMail'
import { htmlToText } from '@/mail/htmlToText'

describe('htmlToText', () => {
  it('gives the reset mail a readable text part with its link spelled out', () => {
    const { html } = resetPasswordMail({
      studioName: 'Luz & Sombra',
      userName: 'Ana',
      url: 'https://estudio.example/admin/reset/abc?x=1&y=2',
      expiresInMinutes: 60,
    })
    const text = htmlToText(html)
    expect(text).toContain('Hola, Ana:')
    expect(text).toContain('administración de Luz & Sombra.')
    expect(text).toContain('Elegir una contraseña nueva (https://estudio.example/admin/reset/abc?x=1&y=2)')
    expect(text).toContain('copia esta dirección en el navegador:\nhttps://estudio.example/admin/reset/abc?x=1&y=2')
    expect(text).not.toMatch(/<|&amp;/)
  })

  it('keeps each link with its own address', () => {
    expect(htmlToText('<p><a href="https://a.example/">uno</a> y <a href="https://b.example/">dos</a></p>')).toBe(
      'uno (https://a.example/) y dos (https://b.example/)',
    )
  })
})
