import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GalleryClosed } from '@/galleries/components/GalleryClosed'

type Props = Parameters<typeof GalleryClosed>[0]
const render = (props: Partial<Props>) =>
  renderToStaticMarkup(
    createElement(GalleryClosed, {
      reason: 'expired',
      title: 'Boda de Ana y Luis',
      studioName: 'Estudio Revela',
      email: null,
      phone: null,
      ...props,
    }),
  )

describe('GalleryClosed', () => {
  it('tells a client whose gallery expired how to reach the studio, by mail and by phone', () => {
    const html = render({ email: 'hola@revela.test', phone: '+34 600 12 34 56' })
    expect(html).toContain('<h1 id="cg-cerrada">Esta galería ha caducado</h1>')
    expect(html).toContain(
      '«Boda de Ana y Luis» ya no está disponible. Si necesitas tus fotos, escribe a Estudio Revela: podemos volver a abrirla.',
    )
    expect(html).toContain(
      '<a href="mailto:hola@revela.test">hola@revela.test</a> · <a href="tel:+34600123456">+34 600 12 34 56</a>',
    )
  })

  it('says a gallery not yet sent is being prepared, with whichever contact the studio gave', () => {
    const html = render({ reason: 'draft', phone: '600 12 34 56' })
    expect(html).toContain('<h1 id="cg-cerrada">Esta galería aún no está lista</h1>')
    expect(html).toContain(
      'Estudio Revela todavía está preparando «Boda de Ana y Luis». Te avisaremos por correo cuando puedas verla.',
    )
    expect(html).toContain('<p><a href="tel:600123456">600 12 34 56</a></p>')
    expect(render({ email: 'hola@revela.test' })).toContain(
      '<p><a href="mailto:hola@revela.test">hola@revela.test</a></p>',
    )
  })

  it('shows no contact line when the studio has none', () => {
    expect(render({}).match(/<p>/g)).toHaveLength(1)
  })
})
