import { describe, expect, it } from 'vitest'

import { isSameSiteAction } from '@/antispam/collector/isSameSiteAction'

const location = { href: 'https://revela.example/contacto/', host: 'revela.example' }

describe('isSameSiteAction', () => {
  it.each([
    ['', true],
    ['#wpcf7-f1-p2-o1', true],
    ['/contacto/#wpcf7-f1-p2-o1', true],
    ['gracias/', true],
    ['?enviar=1', true],
    ['https://revela.example/wp-comments-post.php', true],
    ['http://revela.example/x', true],
    ['HTTPS://REVELA.EXAMPLE/x', true],
    ['https://otro.example/form', false],
    ['https://revela.example.evil.test/', false],
    ['//otro.example/form', false],
    ['https://revela.example:8443/x', false],
    ['mailto:hola@revela.example', false],
    ['javascript:void(0)', false],
    ['http://[::1', false],
  ])('%j → %s', (action, expected) => {
    expect(isSameSiteAction(action, location)).toBe(expected)
  })
})
