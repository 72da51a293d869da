import { describe, expect, it } from 'vitest'

import { impossibleTimingRule, type Signals } from '@/antispam/rules'

import { input, NOW, signals } from './helpers'

describe('impossibleTimingRule', () => {
  it.each<[string, Partial<Signals>]>([
    ['negative key duration', { keypresses: [{ duration: -1 }] }],
    ['negative interval between keys', { keypresses: [{ duration: 80, gap: -20 }] }],
    ['negative click duration', { mouseClicks: [{ duration: -5 }] }],
    ['negative mouse-move distance', { mouseMoves: [{ duration: 10, gap: -3 }] }],
    ['negative touch duration', { touchEvents: [{ duration: -5 }], touchEventCount: 1 }],
    ['negative count', { scrollCount: -1 }],
    ['fewer keypresses counted than sampled', { keypressCount: 1, modifierKeys: [] }],
    ['fewer clicks counted than sampled', { mouseClickCount: 1 }],
    ['fewer touches counted than sampled', { touchEvents: [{ duration: 5 }, { duration: 6 }], touchEventCount: 1 }],
    ['modifier index past the last keypress', { keypressCount: 40, modifierKeys: [40] }],
    ['correction index below −1', { correctionKeys: [-2] }],
    ['keypresses without a first keydown', { inputBegin: undefined }],
    ['sent before typing began', { inputBegin: NOW, submittedAt: NOW - 1 }],
    ['sent before the page loaded', { loadedAt: NOW, submittedAt: NOW - 1 }],
  ])('%s → impossible-timing', (_, overrides) => {
    expect(impossibleTimingRule(input({ signals: signals(overrides) }))).toBe('impossible-timing')
  })

  it.each<[string, Partial<Signals>]>([
    ['an ordinary visitor', {}],
    // Unusual is not impossible: a fast typist, many keys for a short text, no mouse at all.
    [
      'very fast typing',
      {
        keypresses: [
          { duration: 0, gap: 0 },
          { duration: 1, gap: 0 },
        ],
      },
    ],
    ['far more keys than characters', { keypressCount: 5000 }],
    ['no mouse, no touch', { mouseClickCount: 0, mouseClicks: [], mouseMoveCount: 0, mouseMoves: [] }],
    ['a modifier before the first keypress', { modifierKeys: [-1] }],
    ['more keypresses counted than the 100 sampled', { keypressCount: 250 }],
    ['typing began right at submit', { inputBegin: NOW, submittedAt: NOW }],
    ['no keys, no first keydown', { keypressCount: 0, keypresses: [], modifierKeys: [], inputBegin: undefined }],
    ['nothing sent', { keypressCount: undefined, inputBegin: undefined, submittedAt: undefined, loadedAt: undefined }],
  ])('%s → null', (_, overrides) => {
    expect(impossibleTimingRule(input({ signals: signals(overrides) }))).toBeNull()
  })

  it('does not apply without signals', () => {
    expect(impossibleTimingRule(input({ signals: null }))).toBeNull()
  })
})
