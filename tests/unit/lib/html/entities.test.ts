import { describe, expect, it } from 'vitest'

import { escapeHtml } from '@/lib/html'
import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'

describe('decodeHtmlEntities', () => {
  it.each<[string, string]>([
    ['Fotos &amp; vídeo', 'Fotos & vídeo'],
    ['&#8212;Elige&#x2014;', '—Elige—'],
    ['Reci&eacute;n nacido', 'Recién nacido'],
    ['&iquest;S&iacute;?', '¿Sí?'],
    ['sin entidades', 'sin entidades'],
    // Every HTML5 name, not only those a Spanish form is likely to use.
    ['&hearts; &copy; &AMP; &NotEqualTilde;', '♥ © & \u2242\u0338'],
    // Only references closed by a semicolon, as html_entity_decode: an address's query stays as written.
    ['/?a=1&copy=2 &amp &#65', '/?a=1&copy=2 &amp &#65'],
    // Unknown names stay; numbers that name no character read as a browser reads them.
    ['&noexiste;', '&noexiste;'],
    ['&#0; &#x110000; &#xD800;', '\ufffd \ufffd \ufffd'],
    ['&#128;', '€'],
  ])('%s → %s', (text, decoded) => {
    expect(decodeHtmlEntities(text)).toBe(decoded)
  })

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#039;Jerry&#039;&lt;/a&gt;',
    )
  })
})
