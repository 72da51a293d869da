import { describe, expect, it } from 'vitest'

import { studioBrand } from '@/globals/SiteSettings/admin/studioBrand'
import type { Media } from '@/payload-types'

const media = (width: number, height: number) =>
  ({ id: 1, alt: 'Logotipo', url: '/wp-content/uploads/2026/01/logo.png', width, height }) as Media

describe('studioBrand', () => {
  it('names the studio, and falls back to the product when the name is blank', () => {
    expect(studioBrand({ studioName: 'Luz de Sur', logo: null })).toEqual({ name: 'Luz de Sur' })
    expect(studioBrand({ studioName: '  ', logo: null })).toEqual({ name: 'Revela' })
  })

  it('ignores a logo that was not read with its document (an id)', () => {
    expect(studioBrand({ studioName: 'Luz de Sur', logo: 7 }).logo).toBeUndefined()
  })

  it('uses a square logo as the icon too, a wordmark only on the login page', () => {
    expect(studioBrand({ studioName: 'Luz de Sur', logo: media(512, 480) }).logo).toMatchObject({
      url: '/wp-content/uploads/2026/01/logo.png',
      square: true,
    })
    expect(studioBrand({ studioName: 'Luz de Sur', logo: media(900, 200) }).logo?.square).toBe(false)
  })
})
