import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GalleryPinForm } from '@/galleries/components/GalleryPinForm'

const TOKEN = 'Ab3dEf6hIj9lMn2pQr5tUv8x'
const render = (problem: string | null) =>
  renderToStaticMarkup(createElement(GalleryPinForm, { token: TOKEN, title: 'Boda de Ana y Luis', problem }))

describe('GalleryPinForm', () => {
  it('asks for the PIN with a phone’s number pad, digits only, posting to the gallery', () => {
    const html = render(null)
    expect(html).toContain(`<form action="/galeria-privada/${TOKEN}/pin" method="post">`)
    expect(html).toContain(
      '<input id="cg-pin-input" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{4,8}" maxLength="8" required="" name="pin"/>',
    )
    expect(html).not.toContain('role="alert"')
  })

  it('says why the last PIN was refused, tied to the field for screen readers', () => {
    const html = render('Ese PIN no es el de esta galería. Revisa el correo del estudio.')
    expect(html).toContain('aria-invalid="true" aria-describedby="cg-pin-error"')
    expect(html).toContain(
      '<p id="cg-pin-error" class="cg-pin-error" role="alert">Ese PIN no es el de esta galería. Revisa el correo del estudio.</p>',
    )
  })
})
