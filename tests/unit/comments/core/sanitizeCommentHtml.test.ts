import { describe, expect, it } from 'vitest'

import { autop, sanitizeCommentHtml } from '@/comments/core'

describe('sanitizeCommentHtml', () => {
  it.each([
    ['plain text', 'Hola', '<p>Hola</p>'],
    [
      'allowed inline tags',
      '<strong>Muy</strong> <em>bonito</em> <code>x</code>',
      '<p><strong>Muy</strong> <em>bonito</em> <code>x</code></p>',
    ],
    ['a script, shown as typed', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['an image with its attributes', '<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['markup around allowed tags', '<div><b>x</b></div>', '<p>&lt;div&gt;<b>x</b>&lt;/div&gt;</p>'],
    ['an HTML comment', '<!-- ojo -->', '<p>&lt;!-- ojo --&gt;</p>'],
    ['a comparison', 'a < b && c > d', '<p>a &lt; b &amp;&amp; c &gt; d</p>'],
    [
      'a tag whose name starts like an allowed one',
      '<bdi>x</bdi> <abbrev>',
      '<p>&lt;bdi&gt;x&lt;/bdi&gt; &lt;abbrev&gt;</p>',
    ],
    ['event handlers on allowed tags', '<b onclick="x()" style="color:red">x</b>', '<p><b>x</b></p>'],
    ['an unclosed allowed tag', '<em>sin cerrar', '<p><em>sin cerrar</em></p>'],
    ['entities', 'Tom &amp; Jerry &eacute;', '<p>Tom &amp; Jerry é</p>'],
  ])('%s', (_, input, expected) => {
    expect(sanitizeCommentHtml(input)).toBe(expected)
  })

  it.each([
    ['https', 'https://revela.example/', true],
    ['http', 'http://revela.example/', true],
    ['mailto', 'mailto:hola@revela.example', true],
    ['javascript', 'javascript:alert(1)', false],
    ['javascript with spaces and case', ' JaVaScRiPt:alert(1)', false],
    ['data', 'data:text/html,x', false],
    ['relative', '/contacto', false],
    ['protocol-relative', '//evil.example/', false],
  ])('keeps a %s link only if absolute http(s) or mailto, then always nofollow ugc', (_, href, kept) => {
    const html = sanitizeCommentHtml(`<a href="${href}" title="t" target="_blank" rel="me">x</a>`)
    expect(html).toBe(
      kept ? `<p><a href="${href.trim()}" title="t" rel="nofollow ugc">x</a></p>` : '<p><a title="t">x</a></p>',
    )
  })

  it('filters the cite URL of quotes', () => {
    expect(sanitizeCommentHtml('<q cite="javascript:x">a</q> <q cite="https://a.example/">b</q>')).toBe(
      '<p><q>a</q> <q cite="https://a.example/">b</q></p>',
    )
  })

  it('makes paragraphs of blank lines and breaks of single newlines', () => {
    expect(sanitizeCommentHtml('Uno\r\ndos\r\n\r\n\r\nTres')).toBe('<p>Uno<br />\ndos</p>\n<p>Tres</p>')
  })

  it('puts paragraphs inside a blockquote, not around it', () => {
    expect(sanitizeCommentHtml('Antes\n<blockquote cite="https://a.example/">Cita\n\nOtra</blockquote>\nDespués')).toBe(
      '<p>Antes</p>\n<blockquote cite="https://a.example/">\n<p>Cita</p>\n<p>Otra</p>\n</blockquote>\n<p>Después</p>',
    )
  })

  it('does not break lines inside a tag', () => {
    expect(sanitizeCommentHtml('<abbr title="uno\ndos">UD</abbr>')).toBe('<p><abbr title="uno dos">UD</abbr></p>')
  })

  it('returns nothing for blank text', () => {
    expect(sanitizeCommentHtml(' \n\n ')).toBe('')
    expect(autop('')).toBe('')
  })
})
