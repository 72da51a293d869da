import { describe, expect, it } from 'vitest'

import { tooFastRule, type SpamInput } from '@/antispam/rules'

import { input, NOW, signals } from './helpers'

const T = 1_760_000_000_000

describe('tooFastRule', () => {
  it.each<[string, Partial<SpamInput>, 'too-fast' | null]>([
    ['sent 400 ms after load (browser clock)', { signals: signals({ loadedAt: T, submittedAt: T + 400 }) }, 'too-fast'],
    ['sent 999 ms after load', { signals: signals({ loadedAt: T, submittedAt: T + 999 }) }, 'too-fast'],
    ['sent 1000 ms after load', { signals: signals({ loadedAt: T, submittedAt: T + 1000 }) }, null],
    ['sent 30 s after load', { signals: signals({ loadedAt: T, submittedAt: T + 30_000 }) }, null],
    ['sent before load (left to the timing rule)', { signals: signals({ loadedAt: T, submittedAt: T - 10 }) }, null],
    // The browser's clock may be hours off the server's; its own difference is what counts.
    [
      'browser clock wins over the server render time',
      { signals: signals({ loadedAt: T, submittedAt: T + 5000 }), loadedAt: NOW - 200 },
      null,
    ],
    [
      'no browser timestamps: server clock, 200 ms',
      { signals: signals({ loadedAt: undefined }), loadedAt: NOW - 200 },
      'too-fast',
    ],
    ['no browser timestamps: server clock, 5 s', { signals: null, loadedAt: NOW - 5000 }, null],
    ['nothing known', { signals: signals({ loadedAt: undefined }) }, null],
  ])('%s → %s', (_, overrides, expected) => {
    expect(tooFastRule(input(overrides))).toBe(expected)
  })
})
