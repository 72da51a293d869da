import { describe, expect, it } from 'vitest'

import { describeNotKept, notKeptFields, notKeptFiles } from '@/forms/notKeptFiles'

describe('files of a message taken for spam', () => {
  const files = [
    { field: 'book', name: 'book.pdf', size: 921_600, type: 'application/pdf' },
    { field: 'fotos', name: 'a.jpg', size: 2_500_000, type: 'image/jpeg' },
    { field: 'fotos', name: 'b.jpg', size: 300, type: 'image/jpeg' },
  ]

  it('stores one entry per field, the names as its value, each file’s name, size and type', () => {
    expect(notKeptFields(files)).toEqual([
      { name: 'book', value: 'book.pdf', notKept: [{ name: 'book.pdf', size: 921_600, type: 'application/pdf' }] },
      {
        name: 'fotos',
        value: ['a.jpg', 'b.jpg'],
        notKept: [
          { name: 'a.jpg', size: 2_500_000, type: 'image/jpeg' },
          { name: 'b.jpg', size: 300, type: 'image/jpeg' },
        ],
      },
    ])
  })

  it('reads them back from the stored fields, ignoring the rest and anything malformed', () => {
    const stored = [
      { name: 'your-name', value: 'Bot' },
      ...notKeptFields(files),
      { name: 'x', notKept: [{ name: 1 }] },
      null,
    ]
    expect(notKeptFiles(stored).map((f) => f.name)).toEqual(['book.pdf', 'a.jpg', 'b.jpg'])
    expect(notKeptFiles(null)).toEqual([])
    expect(notKeptFiles('texto')).toEqual([])
  })

  it('describes each in Spanish for the admin', () => {
    expect(describeNotKept({ name: 'book.pdf', size: 921_600, type: 'application/pdf' })).toBe(
      'book.pdf (900 KB, application/pdf)',
    )
    expect(describeNotKept({ name: 'a.jpg', size: 2_500_000, type: 'image/jpeg' })).toBe('a.jpg (2,4 MB, image/jpeg)')
    expect(describeNotKept({ name: '', size: 300, type: '' })).toBe('(sin nombre) (1 KB)')
  })
})
