import { describe, expect, it } from 'vitest'

import { isLightboxImageLink } from '@/lightbox/core/isLightboxImageLink'

describe('isLightboxImageLink', () => {
  it.each([
    ['/wp-content/uploads/2024/05/estudio.jpg', true],
    ['/wp-content/uploads/2024/05/ESTUDIO.JPEG', true],
    ['https://revela.example/fotos/a.webp?ver=2', true],
    ['/fotos/logo.svg#frag', true],
    ['/fotos/a.png', true],
    ['/fotos/a.gif', true],
    ['/fotos/a.avif', false],
    ['/fotos/jpg/', false],
    ['/fotos/a.jpg.html', false],
    ['/descargar?f=a.jpg', false],
    ['javascript:alert(1)//a.jpg', false],
    ['data:image/png;base64,AAAA', false],
  ])('%s → %s', (href, expected) => {
    expect(isLightboxImageLink(href)).toBe(expected)
  })
})
