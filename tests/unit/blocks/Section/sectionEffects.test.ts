import { describe, expect, it } from 'vitest'

import { motionOf, stickyOf } from '@/blocks/Section/sectionEffects'

describe('motionOf: a section gets the motion script only when something moves', () => {
  it.each([
    ['no group', undefined, null],
    ['all none', { translateY: 'none', opacity: 'none', scale: 'none' }, null],
    ['no device left', { opacity: 'fadeIn', devices: [] }, null],
  ] as const)('%s → null', (_, motion, expected) => {
    expect(motionOf(motion as never)).toBe(expected)
  })

  it('fills in Elementor’s defaults: speed 4, desktop and tablet', () => {
    expect(motionOf({ translateY: 'up' })).toEqual({
      settings: { translateY: 'up', speed: 4, opacity: 'none', scale: 'none' },
      devices: ['desktop', 'tablet'],
    })
  })

  it('keeps the chosen devices in a fixed order and holds the speed to 1–10', () => {
    expect(motionOf({ translateY: 'down', speed: 40, devices: ['mobile', 'desktop'] })).toEqual({
      settings: { translateY: 'down', speed: 10, opacity: 'none', scale: 'none' },
      devices: ['desktop', 'mobile'],
    })
  })
})

describe('stickyOf: a section gets the sticky script only when it sticks somewhere', () => {
  it.each([
    ['no group', undefined],
    ['position none', { position: 'none' }],
    ['no device left', { position: 'top', devices: [] }],
  ] as const)('%s → null', (_, sticky) => {
    expect(stickyOf(sticky as never)).toBeNull()
  })

  it('sticks on every device by default, with the offset held to 0–500 px', () => {
    expect(stickyOf({ position: 'bottom' })).toEqual({
      settings: { position: 'bottom', offset: 0 },
      devices: ['desktop', 'tablet', 'mobile'],
    })
    expect(stickyOf({ position: 'top', offset: 900, devices: ['tablet'] })).toEqual({
      settings: { position: 'top', offset: 500 },
      devices: ['tablet'],
    })
  })
})
