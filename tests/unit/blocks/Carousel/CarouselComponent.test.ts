import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CarouselComponent } from '@/blocks/Carousel/Component'
import type { CarouselBlock, Media } from '@/payload-types'

const photo = {
  id: 7,
  alt: 'Retrato en el estudio',
  url: '/wp-content/uploads/2024/05/retrato.jpg',
  width: 1600,
  height: 1067,
  sizes: { w480webp: { url: '/wp-content/uploads/2024/05/retrato-480x320.webp', width: 480, height: 320 } },
  updatedAt: '',
  createdAt: '',
} as Media

const testimonial = (n: number): CarouselBlock['slides'][number] => ({
  id: `s${n}`,
  quote: `Cita ${n}.\n\nSegundo párrafo <b>${n}</b>.`,
  author: `Autora ${n}`,
  detail: 'Sesión de retrato',
})

const render = (fields: Partial<CarouselBlock>) =>
  renderToStaticMarkup(
    createElement(CarouselComponent, {
      blockType: 'carousel',
      id: 'abc',
      label: 'Testimonios',
      slides: [1, 2, 3, 4, 5].map(testimonial),
      ...fields,
    }),
  )

describe('CarouselComponent', () => {
  const html = render({})

  it('is a named region described as a carousel, each slide a group named by its position', () => {
    expect(html).toMatch(
      /^<section id="carousel-abc" class="block-carousel" aria-roledescription="carrusel" aria-label="Testimonios"/,
    )
    expect(html.match(/role="group" aria-roledescription="diapositiva"/g)).toHaveLength(5)
    expect(html).toContain('aria-label="2 de 5"')
  })

  it('draws the pause button first, then the arrows, and one dot per slide with the first one current', () => {
    const names = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1])
    expect(names).toEqual([
      'Pausar el carrusel',
      'Diapositiva anterior',
      'Diapositiva siguiente',
      ...[1, 2, 3, 4, 5].map((n) => `Ir a la diapositiva ${n}`),
    ])
    expect(html.match(/aria-current="true"/g)).toHaveLength(1)
    expect(html).toContain('aria-label="Ir a la diapositiva 1" aria-controls="carousel-abc-slides" aria-current="true"')
  })

  it('keeps the live region silent while it plays by itself, and polite when it does not', () => {
    expect(html).toContain('id="carousel-abc-slides" aria-live="off"')
    const still = render({ autoplay: false })
    expect(still).toContain('aria-live="polite"')
    expect(still).not.toContain('Pausar el carrusel')
  })

  it('leaves out the arrows and the dots when the editor turns them off', () => {
    const bare = render({ arrows: false, dots: false })
    expect(bare).not.toContain('Diapositiva anterior')
    expect(bare).not.toContain('Ir a la diapositiva')
  })

  it('marks testimonials up as a quote with its author, escaped, one paragraph per blank line', () => {
    expect(html).toContain(
      '<blockquote class="block-carousel__quote"><p>Cita 1.</p><p>Segundo párrafo &lt;b&gt;1&lt;/b&gt;.</p></blockquote><figcaption class="block-carousel__caption"><cite class="block-carousel__author">Autora 1</cite><span class="block-carousel__detail">Sesión de retrato</span></figcaption>',
    )
  })

  it('sets the per-breakpoint layout in custom properties, hiding the buttons where every slide fits', () => {
    expect(html).toContain('style="--carousel-per-d:3;--carousel-per-t:2;--carousel-per-m:1"')
    const two = render({ slides: [testimonial(1), testimonial(2)] })
    expect(two).toContain(
      '--carousel-per-d:3;--carousel-nav-d:none;--carousel-per-t:2;--carousel-nav-t:none;--carousel-per-m:1"',
    )
    expect(render({ slidesPerView: '1' })).toContain('--carousel-per-d:1;--carousel-per-t:1;--carousel-per-m:1"')
  })

  it('draws images lazily with the sizes of the breakpoint’s share', () => {
    const withImage = render({ slides: [{ ...testimonial(1), image: photo }, testimonial(2)] })
    expect(withImage).toContain('sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 371px"')
    expect(withImage).toContain('loading="lazy"')
    expect(withImage).toContain('alt="Retrato en el estudio"')
  })

  it('draws a single slide as it is, without carousel roles, buttons or script', () => {
    const one = render({ slides: [testimonial(1)] })
    expect(one).toMatch(/^<div class="block-carousel is-static"/)
    expect(one).not.toContain('aria-roledescription')
    expect(one).not.toContain('<button')
    expect(one).toContain('Autora 1')
  })

  it('links the author only when the slide has a link', () => {
    expect(render({ slides: [{ ...testimonial(1), link: '/book-de-fotos/' }, testimonial(2)] })).toContain(
      '<cite class="block-carousel__author"><a href="/book-de-fotos/">Autora 1</a></cite>',
    )
  })
})
