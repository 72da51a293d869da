import { describe, expect, it } from 'vitest'

import { isSafeHref, validateHref } from '@/lib/safeHref'

describe('isSafeHref', () => {
  it('takes the site’s paths and http(s), mailto and tel addresses', () => {
    for (const href of [
      '/contacto/',
      '#reservar',
      '?s=boda',
      'sesiones/',
      'https://wa.me/34600111222',
      'HTTP://x.example',
      'mailto:hola@revela.test',
      'tel:+34600111222',
    ])
      expect(isSafeHref(href), href).toBe(true)
  })

  it('refuses script and data links however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'javascript\r:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '\\\\evil.example/x',
    ])
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false)
  })

  it('gives the editor a Spanish reason, and lets an empty field be', () => {
    expect(validateHref('javascript:alert(1)')).toMatch(/Escribe una dirección que empiece por https:\/\//)
    expect(validateHref('')).toBe(true)
    expect(validateHref(undefined)).toBe(true)
    expect(validateHref('/blog/')).toBe(true)
  })
})
