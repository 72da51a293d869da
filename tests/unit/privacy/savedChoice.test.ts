import { describe, expect, it } from 'vitest'

import { savedChoice } from '@/privacy/savedChoice'

const NOW = 1_800_000_000_000
const valid = { consentId: 'a1b2c3d4-0000-4000-8000-000000000000', consentTimestamp: '2026-11-22T10:00:00.000Z' }
const cookie = (value: object) => `otra=1; revela_consent=${encodeURIComponent(JSON.stringify(value))}; y=2`

describe('savedChoice', () => {
  it('reads a current choice', () => {
    expect(
      savedChoice(
        cookie({ ...valid, categories: ['necessary', 'analytics'], revision: 7, expirationTime: NOW + 1000 }),
        7,
        NOW,
      ),
    ).toEqual({
      categories: ['necessary', 'analytics'],
    })
  })
  it.each<[string, string]>([
    ['no cookie', 'otra=1'],
    [
      "made by hand, without the library's id",
      cookie({ categories: ['necessary', 'analytics'], revision: 7, expirationTime: NOW + 1000 }),
    ],
    [
      'another version of the banner',
      cookie({ ...valid, categories: ['necessary'], revision: 6, expirationTime: NOW + 1000 }),
    ],
    ['expired', cookie({ ...valid, categories: ['necessary'], revision: 7, expirationTime: NOW - 1 })],
    ['no categories', cookie({ revision: 7, expirationTime: NOW + 1000 })],
    ['not JSON', 'revela_consent=%7Bnope'],
  ])('asks again: %s', (_, header) => {
    expect(savedChoice(header, 7, NOW)).toBeNull()
  })
})
