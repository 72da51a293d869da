import { describe, expect, it } from 'vitest'

import { safeEntryNames } from '@/galleries/core/zip/safeEntryNames'

describe('safeEntryNames', () => {
  it.each([
    ['IMG_0001.jpg', 'IMG_0001.jpg'],
    ['Sesión Ñandú.jpg', 'Sesión Ñandú.jpg'],
    ['Sesio\u0301n.jpg', 'Sesión.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['a/b.jpg', 'b.jpg'],
    ['C:\\Users\\ana\\boda.jpg', 'boda.jpg'],
    ['..', 'foto'],
    ['.', 'foto'],
    ['', 'foto'],
    ['   ', 'foto'],
    ['dir/', 'foto'],
    ['.bashrc', 'bashrc'],
    ['foto.jpg. . ', 'foto.jpg'],
    ['a\u0000b\nc\u007f\u0085.jpg', 'abc.jpg'],
    ['factura\u202Egpj.exe', 'facturagpj.exe'],
    ['¿qué?: "sí" <no> | * .jpg', '¿qué__ _sí_ _no_ _ _.jpg'],
    ['CON.jpg', '_CON.jpg'],
    ['lpt1', '_lpt1'],
    ['nul.tar.gz', '_nul.tar.gz'],
    ['console.jpg', 'console.jpg'],
  ])('%j → %j', (raw, expected) => expect(safeEntryNames([raw])).toEqual([expected]))

  it('gives a taken name a number, ignoring case, never reusing a name', () => {
    expect(safeEntryNames(['a.jpg', 'A.JPG', 'x/a.jpg', 'a (2).jpg', 'a.jpg', '', '..', 'sin'])).toEqual([
      'a.jpg',
      'A (2).JPG',
      'a (3).jpg',
      'a (2) (2).jpg',
      'a (4).jpg',
      'foto',
      'foto (2)',
      'sin',
    ])
  })

  it('keeps 100,000 identical names unique in linear time', () => {
    const names = safeEntryNames(Array.from({ length: 100_000 }, () => 'IMG.jpg'))
    expect(new Set(names).size).toBe(100_000)
    expect(names[99_999]).toBe('IMG (100000).jpg')
  })

  it('cuts a long name to 200 UTF-8 bytes, keeping the extension and whole characters', () => {
    const [name] = safeEntryNames([`${'ñ'.repeat(300)}.jpeg`])
    expect(name!.endsWith('ñ.jpeg')).toBe(true)
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200)
    const [emoji] = safeEntryNames(['📷'.repeat(100)])
    expect(emoji).toBe('📷'.repeat(50))
  })
})
