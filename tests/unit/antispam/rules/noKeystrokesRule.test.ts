import { describe, expect, it } from 'vitest'

import { noKeystrokesRule, type Signals } from '@/antispam/rules'

import { input, signals } from './helpers'

const long = 'Quiero información sobre vuestras sesiones de fotos.'
const none = { keypressCount: 0, keypresses: [], mouseClickCount: 0, mouseClicks: [] }

describe('noKeystrokesRule', () => {
  it.each<[string, Signals | null, string, 'no-keystrokes' | null]>([
    ['long text, no key pressed', signals(none), long, 'no-keystrokes'],
    ['long text, keys pressed', signals(), long, null],
    ['short text, no key pressed', signals(none), 'Hola, ¿precio?', null],
    ['21 characters', signals(none), 'x'.repeat(21), 'no-keystrokes'],
    ['20 characters', signals(none), 'x'.repeat(20), null],
    ['padding does not count', signals(none), `  ${'x'.repeat(20)}   `, null],
    ['count 0 but key timings sent', signals({ keypressCount: 0, keypresses: [{ duration: 80 }] }), long, null],
    ['no count sent (script did not run)', signals({ keypressCount: undefined, keypresses: [] }), long, null],
    ['no signals (no JavaScript)', null, long, null],
    [
      'pasted with the mouse (a click, no key)',
      signals({ ...none, mouseClickCount: 1, mouseClicks: [{ duration: 90 }] }),
      long,
      null,
    ],
    [
      'pasted on a phone (touches, no key)',
      signals({ ...none, touchEventCount: 2, touchEvents: [{ duration: 120 }] }),
      long,
      null,
    ],
  ])('%s → %s', (_, s, text, expected) => {
    expect(noKeystrokesRule(input({ signals: s, text }))).toBe(expected)
  })
})
