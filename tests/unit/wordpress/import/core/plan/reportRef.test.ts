import { describe, expect, it } from 'vitest'

import { reportRef } from '@/wordpress/import/core/plan/reportRef'

describe('reportRef', () => {
  it('names an image pasted as a data: address by its type and size, never its bytes', () => {
    const base64 = 'A'.repeat(4 * 1024 * 1024)
    expect(reportRef(`data:image/jpeg;base64,${base64}`)).toBe('imagen incrustada en el texto (image/jpeg, 3 MB)')
    expect(reportRef('data:,hola')).toBe('imagen incrustada en el texto (sin tipo, 1 KB)')
  })

  it('keeps an ordinary reference whole, and cuts a huge one to a line', () => {
    expect(reportRef('/wp-content/uploads/2024/03/retrato-ana.jpg')).toBe('/wp-content/uploads/2024/03/retrato-ana.jpg')
    expect(reportRef(`https://example.com/${'x'.repeat(5000)}`)).toHaveLength(201)
  })
})
