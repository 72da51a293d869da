import { describe, expect, it } from 'vitest'

import { DEFAULT_SHARE_NETWORKS } from '@/lib/shareNetworks'
import { formatShareCount } from '@/blocks/ShareButtons/core/formatShareCount'
import { shareButtonItems } from '@/blocks/ShareButtons/core/shareButtonItems'
import { shareCatalog } from '@/lib/shareNetworks'

const target = { url: 'https://revela.example/retrato/', title: 'Retrato' }
const items = (networks: string[], counts?: { network: string; count: number | null }[]) =>
  shareButtonItems({ networks, catalog: DEFAULT_SHARE_NETWORKS, target, counts })

describe('shareButtonItems', () => {
  it('names each button after where it goes, saying when a new tab opens', () => {
    expect(
      items(['facebook', 'x-twitter', 'whatsapp', 'email', 'print']).map(({ network, text, label }) => [
        network,
        text,
        label,
      ]),
    ).toEqual([
      ['facebook', 'Facebook', 'Compartir en Facebook (se abre en una pestaña nueva)'],
      ['x-twitter', 'X', 'Compartir en X (se abre en una pestaña nueva)'],
      ['whatsapp', 'WhatsApp', 'Compartir en WhatsApp (se abre en una pestaña nueva)'],
      ['email', 'Correo', 'Compartir por correo electrónico'],
      ['print', 'Imprimir', 'Imprimir'],
    ])
  })

  it('keeps the visible text inside the accessible name (WCAG 2.5.3)', () => {
    for (const item of items(DEFAULT_SHARE_NETWORKS.map((n) => n.name)))
      expect(item.label.toLowerCase()).toContain(item.text.toLowerCase())
  })

  it('shares a retired network with its successor under the successor’s name, once, and drops closed ones', () => {
    expect(
      items(['twitter', 'x-twitter', 'skype', 'stumbleupon', 'mix', 'digg', 'pocket']).map((i) => [i.network, i.text]),
    ).toEqual([
      ['x-twitter', 'X'],
      ['teams', 'Microsoft Teams'],
      ['mix', 'Mix'],
    ])
  })

  it.each([
    [
      'a network with a counter and a count',
      'facebook',
      1234,
      { shown: '1.234', spoken: 'Compartido 1.234 veces en Facebook' },
    ],
    ['a count of one', 'pinterest', 1, { shown: '1', spoken: 'Compartido 1 vez en Pinterest' }],
    ['a network without a counter', 'whatsapp', 50, undefined],
    ['no count entered', 'linkedin', null, undefined],
    ['a negative count', 'facebook', -3, undefined],
  ])('counts: %s', (_, network, count, expected) => {
    expect(items([network], [{ network, count }])[0]!.count).toEqual(expected)
  })

  it('follows the settings’ titles and counters when the studio changed them', () => {
    const catalog = shareCatalog({ shareNetworks: [{ name: 'facebook', title: 'Facebook (Meta)', hasCounter: false }] })
    const [item] = shareButtonItems({
      networks: ['facebook'],
      catalog,
      target,
      counts: [{ network: 'facebook', count: 9 }],
    })
    expect(item).toMatchObject({
      text: 'Facebook (Meta)',
      label: 'Compartir en Facebook (Meta) (se abre en una pestaña nueva)',
    })
    expect(item!.count).toBeUndefined()
    expect(shareCatalog({ shareNetworks: [] })).toBe(DEFAULT_SHARE_NETWORKS)
  })
})

describe('formatShareCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1234, '1.234'],
    [12345, '12.345'],
    [1234567, '1.234.567'],
    [1234.6, '1.235'],
    [-5, '0'],
  ])('%d → %s', (count, shown) => expect(formatShareCount(count)).toBe(shown))
})
