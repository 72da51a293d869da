import { describe, expect, it } from 'vitest'

import { sameDocumentAnchor } from '@/anchors/core/sameDocumentAnchor'

const here = 'https://revela.example/sesiones-de-fotos/?ver=1#arriba'
const plain = 'https://revela.example/sesiones-de-fotos/'

describe('sameDocumentAnchor', () => {
  it.each([
    ['#comments', plain, 'comments'],
    ['#respond', here, 'respond'],
    ['/sesiones-de-fotos/#respond', here, null], // without the query string: another page
    ['?ver=1#respond', here, 'respond'],
    ['/sesiones-de-fotos/#precios', plain, 'precios'],
    ['/sesiones-de-fotos#precios', plain, 'precios'],
    ['https://revela.example/sesiones-de-fotos/#precios', plain, 'precios'],
    ['#sesi%C3%B3n', plain, 'sesión'],
    ['#', plain, null],
    ['', plain, null],
    ['#%20', plain, null],
    ['#%E0%A4%A', plain, null],
    ['/contacto/#formulario', plain, null],
    ['https://otro.example/sesiones-de-fotos/#precios', plain, null],
    ['#elementor-action:action=popup:open&settings=eyJpZCI6IjEifQ==', plain, null],
    ['/sesiones-de-fotos/#elementor-action%3Aaction%3Dlightbox', plain, 'elementor-action:action=lightbox'],
    ['/sesiones-de-fotos/', plain, null],
    ['mailto:hola@revela.example', plain, null],
  ])('%s on %s → %s', (href, current, expected) => {
    expect(sameDocumentAnchor(href, current)).toBe(expected)
  })
})
