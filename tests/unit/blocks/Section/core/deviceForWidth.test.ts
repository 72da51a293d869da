import { describe, expect, it } from 'vitest'

import { deviceForWidth } from '@/blocks/Section/core/deviceForWidth'

describe('deviceForWidth', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1366, 'desktop'],
  ] as const)('%i px → %s', (width, expected) => {
    expect(deviceForWidth(width)).toBe(expected)
  })
})
