import { describe, expect, it } from 'vitest'

import { shouldAutoplay, type AutoplayConditions } from '@/blocks/Carousel/core/shouldAutoplay'

const idle: AutoplayConditions = {
  enabled: true,
  canScroll: true,
  userPaused: false,
  reducedMotion: false,
  hovered: false,
  focused: false,
}

describe('shouldAutoplay', () => {
  it('plays when it is on and nobody is reading', () => {
    expect(shouldAutoplay(idle)).toBe(true)
  })

  it.each<[string, Partial<AutoplayConditions>]>([
    ['autoplay is off', { enabled: false }],
    ['there is one snap point only', { canScroll: false }],
    ['the visitor paused it', { userPaused: true }],
    ['the system asks for reduced motion', { reducedMotion: true }],
    ['the pointer is over it', { hovered: true }],
    ['focus is inside it', { focused: true }],
    [
      'reduced motion even when nothing else stops it and the pointer left',
      { reducedMotion: true, hovered: false, focused: false },
    ],
  ])('stops when %s', (_, change) => {
    expect(shouldAutoplay({ ...idle, ...change })).toBe(false)
  })
})
