import { describe, expect, it } from 'vitest'

import { toAutoForm } from '@/forms/browser/actions/autoForm'
import { httpsUrl, safeUrl } from '@/forms/browser/actions/safeUrl'

const base = 'https://revela.example/contacto/'

describe('safeUrl', () => {
  it.each<[unknown, string | null]>([
    ['https://other.example/gracias', 'https://other.example/gracias'],
    ['http://other.example/', 'http://other.example/'],
    ['/gracias/', 'https://revela.example/gracias/'],
    ['gracias', 'https://revela.example/contacto/gracias'],
    ['  /x  ', 'https://revela.example/x'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['mailto:ana@example.com', null],
    ['ftp://example.com/', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j → %j', (raw, url) => {
    expect(safeUrl(raw, base)).toBe(url)
  })
})

describe('httpsUrl', () => {
  it.each<[unknown, string | null]>([
    ['https://www.paypal.com/cgi-bin/webscr?cmd=_xclick', 'https://www.paypal.com/cgi-bin/webscr?cmd=_xclick'],
    ['http://www.paypal.com/', null],
    ['/relative', null],
    ['javascript:alert(1)', null],
    [undefined, null],
  ])('%j → %j', (raw, url) => {
    expect(httpsUrl(raw)).toBe(url)
  })
})

describe('toAutoForm', () => {
  it('reads the server format: fields as {name, value}', () => {
    expect(
      toAutoForm(
        { action: '/pago', method: 'POST', fields: [{ name: 'a', value: 1 }, { name: 'b' }, { value: 'x' }] },
        base,
      ),
    ).toEqual({
      action: 'https://revela.example/pago',
      method: 'post',
      fields: [
        ['a', '1'],
        ['b', ''],
      ],
    })
  })

  it('accepts pairs and name → value objects, and GET', () => {
    expect(toAutoForm({ action: 'https://x.example/', method: 'get', fields: [['a', 'b']] }, base)?.fields).toEqual([
      ['a', 'b'],
    ])
    expect(toAutoForm({ action: 'https://x.example/', fields: { a: 'b' } }, base)).toEqual({
      action: 'https://x.example/',
      method: 'post',
      fields: [['a', 'b']],
    })
  })

  it('refuses an unsafe action or a non-object', () => {
    expect(toAutoForm({ action: 'javascript:void 0', fields: [] }, base)).toBeNull()
    expect(toAutoForm('<form>', base)).toBeNull()
  })
})
