import { describe, expect, it } from 'vitest'

import { linkerDomains } from '@/privacy/linkerDomains'

describe('linkerDomains', () => {
  it('puts the site’s own host first', () => {
    expect(linkerDomains(['reservas.revela.example'], 'https://www.revela.example')).toEqual([
      'www.revela.example',
      'reservas.revela.example',
    ])
  })

  it('accepts whole addresses and odd spelling, and drops duplicates and blanks', () => {
    expect(
      linkerDomains(
        [
          'https://Tienda.Revela.example/fotos/',
          ' reservas.revela.example ',
          '',
          'www.revela.example',
          'tienda.revela.example',
        ],
        'http://www.revela.example:3000',
      ),
    ).toEqual(['www.revela.example', 'tienda.revela.example', 'reservas.revela.example'])
  })

  it('drops what is not a host', () => {
    expect(linkerDomains(['no es un dominio', 'http://'], 'http://localhost:3000')).toEqual(['localhost'])
  })

  it('copes with no setting at all', () => {
    expect(linkerDomains(null, 'https://revela.example')).toEqual(['revela.example'])
  })
})
