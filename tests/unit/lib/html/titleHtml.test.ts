import { describe, expect, it } from 'vitest'

import { plainTitle, titleHtml } from '@/lib/html/titleHtml'

describe('titleHtml', () => {
  const cases: [string, string, string][] = [
    [
      'keeps the Theme Unit Test’s markup (italic, bold, superscript)',
      'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>',
      'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>',
    ],
    [
      'keeps strong, i, code and sub',
      '<strong>H</strong><i>2</i><code>O</code><sub>x</sub>',
      '<strong>H</strong><i>2</i><code>O</code><sub>x</sub>',
    ],
    [
      'drops attributes of the tags it keeps',
      '<em onclick="alert(1)" class="x" style="color:red">Hola</em>',
      '<em>Hola</em>',
    ],
    ['drops a script with its text', 'Hola<script>alert(1)</script>', 'Hola'],
    [
      'keeps the text of a link or span, not the tag',
      '<a href="javascript:alert(1)">Hola</a> <span title="x">mundo</span>',
      'Hola mundo',
    ],
    ['drops images', 'Hola<img src=x onerror=alert(1)>', 'Hola'],
    ['escapes text that is not markup', 'Tamaño < 3 & "precio" > 2', 'Tamaño &lt; 3 &amp; "precio" &gt; 2'],
    ['reads entities as WordPress prints them', 'Fish &amp; Chips &laquo;ya&raquo;', 'Fish &amp; Chips «ya»'],
    ['closes what a title leaves open', 'Un <em>título', 'Un <em>título</em>'],
  ]
  for (const [name, title, html] of cases) it(name, () => expect(titleHtml(title)).toBe(html))
})

describe('plainTitle', () => {
  it('is the text a visitor reads, with no markup or entities', () => {
    expect(plainTitle('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')).toBe('Markup: Title With Markup')
    expect(plainTitle('Fish &amp; Chips <script>x</script>&lt;3')).toBe('Fish & Chips <3')
    expect(plainTitle('Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:\'"?,.>')).toBe(
      'Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:\'"?,.>',
    )
  })
})
