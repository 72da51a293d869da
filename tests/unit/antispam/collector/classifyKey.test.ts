import { describe, expect, it } from 'vitest'

import { classifyKey } from '@/antispam/collector/classifyKey'

describe('classifyKey', () => {
  it.each(['Shift', 'CapsLock'])('%s is a modifier', (key) => expect(classifyKey(key)).toBe('modifier'))
  it.each([
    'Backspace',
    'Delete',
    'ArrowLeft',
    'ArrowRight',
    'ArrowUp',
    'ArrowDown',
    'Home',
    'End',
    'PageUp',
    'PageDown',
  ])('%s is a correction', (key) => expect(classifyKey(key)).toBe('correction'))
  it.each(['a', 'Ñ', ' ', 'Enter', 'Tab', 'Control', 'Alt', 'Dead', ''])('%j is typing', (key) =>
    expect(classifyKey(key)).toBe('typing'),
  )
})
