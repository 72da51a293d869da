import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { legalNoticeItems } from '@/blocks/LegalNotice/legalNoticeItems'
import { LegalNoticeView } from '@/blocks/LegalNotice/LegalNoticeView'

const studio = {
  studioName: 'Revela Estudio',
  legalName: 'Revela Estudio Fotográfico, S.L.',
  taxId: 'B00000000',
  registry: 'Registro Mercantil de Madrid, hoja M-000000',
  address: 'Calle de la Luz 12',
  postalCode: '28004',
  city: 'Madrid',
  email: 'hola@revela.example',
  phone: '+34 910 000 123',
}

describe('legalNoticeItems', () => {
  it('lists the LSSI data in order, with links for the e-mail and the phone', () => {
    expect(legalNoticeItems(studio)).toEqual([
      { term: 'Titular', value: 'Revela Estudio Fotográfico, S.L.' },
      { term: 'NIF', value: 'B00000000' },
      { term: 'Domicilio', value: 'Calle de la Luz 12, 28004 Madrid' },
      { term: 'Datos registrales', value: 'Registro Mercantil de Madrid, hoja M-000000' },
      { term: 'Correo electrónico', value: 'hola@revela.example', href: 'mailto:hola@revela.example' },
      { term: 'Teléfono', value: '+34 910 000 123', href: 'tel:+34910000123' },
    ])
  })

  it('falls back to the studio’s name and leaves out what is empty', () => {
    const items = legalNoticeItems({
      studioName: 'Revela Estudio',
      city: 'Madrid',
      legalName: ' ',
      taxId: null,
      address: '',
      email: '',
      phone: null,
    })
    expect(items).toEqual([{ term: 'Titular', value: 'Revela Estudio' }])
  })
})

describe('LegalNoticeView', () => {
  it('draws a definition list after the optional introduction, escaping the editors’ text', () => {
    const html = renderToStaticMarkup(
      createElement(LegalNoticeView, {
        intro: 'Datos <del> titular',
        items: legalNoticeItems({ ...studio, legalName: 'Luz & Sombra <S.L.>' }),
      }),
    )
    expect(html).toContain('<p>Datos &lt;del&gt; titular</p>')
    expect(html).toContain('<dt>Titular</dt><dd>Luz &amp; Sombra &lt;S.L.&gt;</dd>')
    expect(html).toContain(
      '<dt>Correo electrónico</dt><dd><a href="mailto:hola@revela.example">hola@revela.example</a></dd>',
    )
    expect(renderToStaticMarkup(createElement(LegalNoticeView, { items: [] }))).not.toContain('<p>')
  })
})
