import { describe, expect, it } from 'vitest'

import { motionStyle, type MotionSettings } from '@/blocks/Section/core/motionStyle'

const none: MotionSettings = { translateY: 'none', speed: 4, opacity: 'none', scale: 'none' }
const with_ = (s: Partial<MotionSettings>): MotionSettings => ({ ...none, ...s })

describe('motionStyle', () => {
  it('sets nothing when no effect is chosen', () => {
    expect(motionStyle(none, 0.3)).toEqual({ transform: '', opacity: '' })
  })

  describe('vertical movement: ±speed × 10 px, in place at mid-pass', () => {
    it.each([
      ['up', 4, 0, 'translateY(40px)'],
      ['up', 4, 0.5, 'translateY(0px)'],
      ['up', 4, 1, 'translateY(-40px)'],
      ['up', 4, 0.75, 'translateY(-20px)'],
      ['down', 4, 0, 'translateY(-40px)'],
      ['down', 4, 1, 'translateY(40px)'],
      ['up', 10, 0, 'translateY(100px)'],
      ['up', 1, 1, 'translateY(-10px)'],
      // Out-of-range speeds are held to 1–10.
      ['up', 50, 0, 'translateY(100px)'],
      ['up', 0, 0, 'translateY(10px)'],
    ] as const)('%s at speed %i, progress %d → %s', (translateY, speed, progress, transform) => {
      expect(motionStyle(with_({ translateY, speed }), progress).transform).toBe(transform)
    })
  })

  describe('opacity', () => {
    it.each([
      ['fadeIn', 0, '0'],
      ['fadeIn', 0.15, '0.5'],
      ['fadeIn', 0.3, '1'],
      ['fadeIn', 1, '1'],
      ['fadeOut', 0, '1'],
      ['fadeOut', 0.7, '1'],
      ['fadeOut', 0.85, '0.5'],
      ['fadeOut', 1, '0'],
      ['fadeInOut', 0, '0'],
      ['fadeInOut', 0.5, '1'],
      ['fadeInOut', 1, '0'],
    ] as const)('%s at progress %d → %s', (opacity, progress, expected) => {
      const style = motionStyle(with_({ opacity }), progress)
      expect(style.opacity).toBe(expected)
      expect(style.transform).toBe('')
    })
  })

  describe('scale, never above 1 (it would spill past the window)', () => {
    it.each([
      ['grow', 0, 'scale(0.85)'],
      ['grow', 0.15, 'scale(0.925)'],
      ['grow', 0.5, 'scale(1)'],
      ['shrink', 0.5, 'scale(1)'],
      ['shrink', 1, 'scale(0.85)'],
    ] as const)('%s at progress %d → %s', (scale, progress, transform) => {
      expect(motionStyle(with_({ scale }), progress).transform).toBe(transform)
    })
  })

  it('combines movement and scale in one transform, and fades alongside', () => {
    expect(motionStyle({ translateY: 'up', speed: 4, opacity: 'fadeIn', scale: 'grow' }, 0)).toEqual({
      transform: 'translateY(40px) scale(0.85)',
      opacity: '0',
    })
  })

  it('holds progress outside 0–1 at the ends', () => {
    expect(motionStyle(with_({ translateY: 'up', opacity: 'fadeIn' }), -1)).toEqual(
      motionStyle(with_({ translateY: 'up', opacity: 'fadeIn' }), 0),
    )
    expect(motionStyle(with_({ translateY: 'up', opacity: 'fadeOut' }), 2)).toEqual(
      motionStyle(with_({ translateY: 'up', opacity: 'fadeOut' }), 1),
    )
  })
})
