import { describe, expect, it } from 'vitest'

import { autop } from '@/forms/render'

describe('autop (CF7’s wpcf7_autop)', () => {
  it.each<[string, string, string]>([
    ['nothing for blank input', ' \n\t', ''],
    ['a paragraph per blank line', 'Uno\n\nDos', '<p>Uno</p>\n<p>Dos</p>\n'],
    ['a line break per single newline', 'Uno\nDos', '<p>Uno<br />\nDos</p>\n'],
    ['runs of blank lines as one', 'Uno\n\n\n\nDos', '<p>Uno</p>\n<p>Dos</p>\n'],
    ['CRLF like LF', 'Uno\r\n\r\nDos\r\nTres', '<p>Uno</p>\n<p>Dos<br />\nTres</p>\n'],
    [
      'inline elements inside the paragraph',
      '<label> Nombre\n  x </label>',
      '<p><label> Nombre<br />\n  x </label></p>\n',
    ],
    ['block elements outside paragraphs', '<div>\nHola\n</div>', '<div>\nHola\n</div>\n'],
    [
      'text beside a block element in its own paragraph',
      'Antes\n<div>Dentro</div>\nDespués',
      '<p>Antes</p>\n<div>Dentro</div>\n<p>Después</p>\n',
    ],
    ['lists without paragraphs', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'],
    ['two <br />s as a paragraph break', 'Uno<br /><br />Dos', '<p>Uno</p>\n<p>Dos</p>\n'],
    ['a no-break space as text', 'Uno\u00a0\nDos', '<p>Uno\u00a0<br />\nDos</p>\n'],
  ])('gives %s', (_, input, expected) => {
    expect(autop(input)).toBe(expected)
  })

  it('keeps newlines inside a textarea, script or style', () => {
    expect(autop('<textarea>a\nb</textarea>')).toBe('<p><textarea>a\nb</textarea></p>\n')
  })

  it('keeps block tags (hidden inputs, the response output) out of paragraphs and line breaks', () => {
    const block = '\uE0020\uE001'
    expect(autop(`Antes\n${block}\nDespués`)).toBe(`<p>Antes</p>\n${block}\n<p>Después</p>\n`)
    const inline = '\uE0001\uE001'
    expect(autop(`Nombre\n${inline}`)).toBe(`<p>Nombre<br />\n${inline}</p>\n`)
  })
})
