import { describe, expect, it } from 'vitest'

import { parseUploadsPath, uploadsFolder, uploadsUrl } from '@/lib/uploadsPath'

describe('WordPress upload addresses', () => {
  it('files a date under YYYY/MM in UTC', () => {
    expect(uploadsFolder(new Date('2024-05-31T23:30:00Z'))).toBe('2024/05')
    expect(uploadsFolder(new Date('2023-12-01T00:00:00Z'))).toBe('2023/12')
  })

  it('builds the public URL', () => {
    expect(uploadsUrl('2024/05', 'estudio-plato.jpg')).toBe('/wp-content/uploads/2024/05/estudio-plato.jpg')
  })

  it('parses a valid path', () => {
    expect(parseUploadsPath(['2024', '05', 'estudio-plato-960x640.webp'])).toEqual({
      folder: '2024/05',
      filename: 'estudio-plato-960x640.webp',
    })
  })

  it.each([
    [['2024', '13', 'a.jpg']],
    [['2024', '05', '..', 'a.jpg']],
    [['2024', '05', '.env']],
    [['24', '05', 'a.jpg']],
    [['2024', '05', 'a']],
    [['2024', '05', 'a/b.jpg']],
  ])('rejects %j', (segments) => {
    expect(parseUploadsPath(segments)).toBeNull()
  })
})
