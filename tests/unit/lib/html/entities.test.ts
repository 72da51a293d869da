import { describe, expect, it } from 'vitest'

import { decodeHtmlEntities, escapeHtml } from '@/lib/html'

describe('decodeHtmlEntities', () => {
  it.each<[string, string]>([
    ['Fotos &amp; vídeo', 'Fotos & vídeo'],
    ['&#8212;Elige&#x2014;', '—Elige—'],
    ['Reci&eacute;n nacido', 'Recién nacido'],
    ['&iquest;S&iacute;?', '¿Sí?'],
    ['&noexiste; &#0; &#x110000;', '&noexiste; &#0; &#x110000;'],
    ['sin entidades', 'sin entidades'],
  ])('%s → %s', (text, decoded) => {
    expect(decodeHtmlEntities(text)).toBe(decoded)
  })

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#039;Jerry&#039;&lt;/a&gt;')
  })
})
