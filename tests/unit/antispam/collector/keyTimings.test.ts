import { describe, expect, it } from 'vitest'

import { keyTimings } from '@/antispam/collector/keyTimings'

/** Presses `key` (code `code`) at `down` and releases it at `up`. */
const press = (
  keys: ReturnType<typeof keyTimings>,
  key: string,
  down: number,
  up: number,
  code = `Key${key.toUpperCase()}`,
) => {
  keys.keydown(down, key, code, false)
  keys.keyup(up, key, code)
}

describe('keyTimings', () => {
  it('has no first keydown until a key goes down', () => {
    const keys = keyTimings()
    expect(keys.firstKeydown).toBeNull()
    keys.keydown(500, 'Shift', 'ShiftLeft', false)
    keys.keydown(900, 'a', 'KeyA', false)
    expect(keys.firstKeydown).toBe(500)
  })

  it('times each keystroke and the gap since the previous release', () => {
    const keys = keyTimings()
    press(keys, 'h', 100, 180)
    press(keys, 'o', 300, 350)
    press(keys, 'l', 360, 440)
    expect(keys.keypresses).toEqual([[80], [50, 120], [80, 10]])
  })

  it('pairs overlapping keys by code, even when Shift changes their key', () => {
    const keys = keyTimings()
    keys.keydown(100, 'a', 'KeyA', false)
    keys.keydown(120, 'b', 'KeyB', false)
    keys.keyup(150, 'B', 'KeyB')
    keys.keyup(200, 'A', 'KeyA')
    expect(keys.keypresses).toEqual([[30], [100]])
  })

  it('ignores auto-repeat and releases without a press', () => {
    const keys = keyTimings()
    keys.keydown(100, 'a', 'KeyA', false)
    keys.keydown(600, 'a', 'KeyA', true)
    keys.keydown(630, 'a', 'KeyA', true)
    keys.keyup(700, 'a', 'KeyA')
    keys.keyup(800, 'b', 'KeyB')
    expect(keys.keypresses).toEqual([[600]])
  })

  it('records modifiers and corrections as the index of the keystroke before them, untimed', () => {
    const keys = keyTimings()
    keys.keydown(50, 'Shift', 'ShiftLeft', false)
    keys.keydown(60, 'Shift', 'ShiftLeft', true)
    press(keys, 'H', 70, 120, 'KeyH')
    keys.keyup(130, 'Shift', 'ShiftLeft')
    press(keys, 'x', 200, 250)
    press(keys, 'Backspace', 300, 350, 'Backspace')
    press(keys, 'ArrowLeft', 400, 450, 'ArrowLeft')
    press(keys, 'CapsLock', 500, 550, 'CapsLock')
    expect(keys.modifiers).toEqual([-1, 1])
    expect(keys.corrections).toEqual([1, 1])
    expect(keys.keypresses).toEqual([[50], [50, 80]])
  })

  it('starts a new gap chain after a reset', () => {
    const keys = keyTimings()
    press(keys, 'a', 100, 150)
    keys.resetChain()
    press(keys, 'b', 900, 960)
    press(keys, 'c', 1000, 1050)
    expect(keys.keypresses).toEqual([[50], [60], [50, 40]])
  })

  it('keys autofill events without a key or code under the empty name', () => {
    const keys = keyTimings()
    keys.keydown(100, '', '', false)
    keys.keyup(110, '', '')
    expect(keys.keypresses).toEqual([[10]])
  })
})
