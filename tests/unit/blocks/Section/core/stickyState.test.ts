import { describe, expect, it } from 'vitest'

import { stickyState, type StickyInput, type StickySettings } from '@/blocks/Section/core/stickyState'

// A 900 px window under a 73 px header; a 200 px element whose natural top is at 2000 px, in a
// parent whose content box runs from 100 to 5000 px.
const page: Omit<StickyInput, 'scrollY'> = {
  viewportHeight: 900,
  elementTop: 2000,
  elementHeight: 200,
  parentTop: 100,
  parentBottom: 5000,
  headerHeight: 73,
}
const at = (scrollY: number, over: Partial<StickyInput> = {}): StickyInput => ({ ...page, ...over, scrollY })
const top = (offset = 0): StickySettings => ({ position: 'top', offset })
const bottom = (offset = 0): StickySettings => ({ position: 'bottom', offset })

describe('stickyState, top', () => {
  it.each([
    ['at the page top: in place', 0, 0, { stuck: false, shift: 0 }],
    ['its top exactly at the header: still in place', 1927, 0, { stuck: false, shift: 0 }],
    ['one pixel further: stuck below the header', 1928, 0, { stuck: true, shift: 1 }],
    ['well past: stuck', 3000, 0, { stuck: true, shift: 1073 }],
    ['its bottom at the parent’s end: still stuck', 4727, 0, { stuck: true, shift: 2800 }],
    ['past the parent’s end: rests against it, scrolling away', 4800, 0, { stuck: false, shift: 2800 }],
    ['far below: still resting at the parent’s end', 9000, 0, { stuck: false, shift: 2800 }],
    ['offset 20: its top 20 px below the header is still in place', 1907, 20, { stuck: false, shift: 0 }],
    ['offset 20: then stuck 20 px below the header', 1908, 20, { stuck: true, shift: 1 }],
  ])('%s (scrollY %i, offset %i)', (_, scrollY, offset, expected) => {
    expect(stickyState(at(scrollY), top(offset))).toEqual({ active: true, inset: 73 + offset, ...expected })
  })

  it('is held at the header’s bottom edge plus the offset, in the window', () => {
    const s = stickyState(at(3000), top(20))
    expect(page.elementTop + s.shift - 3000).toBe(73 + 20)
  })

  it('with no header, sticks at the window’s top edge', () => {
    expect(stickyState(at(2000, { headerHeight: 0 }), top())).toEqual({
      active: true,
      stuck: false,
      inset: 0,
      shift: 0,
    })
    expect(stickyState(at(2001, { headerHeight: 0 }), top())).toEqual({ active: true, stuck: true, inset: 0, shift: 1 })
  })

  it('does not stick when its parent ends right below it', () => {
    expect(stickyState(at(3000, { parentBottom: 2200 }), top())).toEqual({
      active: true,
      stuck: false,
      inset: 73,
      shift: 0,
    })
  })
})

describe('stickyState, bottom', () => {
  it.each([
    ['at the page top, its place far below: waits at the bottom edge', 0, 0, { stuck: true, shift: -1300 }],
    ['its place one pixel below the window: still stuck', 1299, 0, { stuck: true, shift: -1 }],
    ['its place reaches the bottom edge: back in place', 1300, 0, { stuck: false, shift: 0 }],
    ['past its place: in place', 5000, 0, { stuck: false, shift: 0 }],
    ['offset 50: waits 50 px above the bottom edge', 1349, 50, { stuck: true, shift: -1 }],
    ['offset 50: back in place when its place is 50 px above the edge', 1350, 50, { stuck: false, shift: 0 }],
  ])('%s (scrollY %i, offset %i)', (_, scrollY, offset, expected) => {
    expect(stickyState(at(scrollY), bottom(offset))).toEqual({ active: true, inset: offset, ...expected })
  })

  it('is held at the window’s bottom edge less the offset', () => {
    const s = stickyState(at(0), bottom(30))
    expect(page.elementTop + s.shift + page.elementHeight - 0).toBe(900 - 30)
  })

  it('never rises above its parent’s top: it rests there until the parent comes up', () => {
    const parent = { parentTop: 1000 }
    expect(stickyState(at(0, parent), bottom())).toEqual({ active: true, stuck: false, inset: 0, shift: -1000 })
    expect(stickyState(at(299, parent), bottom())).toEqual({ active: true, stuck: false, inset: 0, shift: -1000 })
    expect(stickyState(at(300, parent), bottom())).toEqual({ active: true, stuck: true, inset: 0, shift: -1000 })
    expect(stickyState(at(0, { parentTop: 2000 }), bottom())).toEqual({
      active: true,
      stuck: false,
      inset: 0,
      shift: 0,
    })
  })
})

describe('stickyState, an element too tall for the window', () => {
  it.each([
    ['top, fits exactly', top(), 827, true],
    ['top, one pixel too tall', top(), 828, false],
    ['bottom with a 100 px offset, fits exactly', bottom(100), 727, true],
    ['bottom with a 100 px offset, one pixel too tall', bottom(100), 728, false],
  ])('%s (height %i) → active %s', (_, settings, elementHeight, active) => {
    const s = stickyState(at(1950, { elementHeight }), settings)
    expect(s.active).toBe(active)
    if (!active) expect(s).toMatchObject({ stuck: false, shift: 0 })
  })
})

describe('stickyState never makes the element jump', () => {
  it.each([
    ['top', top(15)],
    ['bottom', bottom(15)],
  ])('%s: scrolling one pixel moves it at most one pixel in the page', (_, settings) => {
    const parent = { parentTop: 1500, parentBottom: 3000 }
    let previous = page.elementTop + stickyState(at(0, parent), settings).shift
    for (let y = 1; y <= 4000; y++) {
      const drawn = page.elementTop + stickyState(at(y, parent), settings).shift
      expect(Math.abs(drawn - previous)).toBeLessThanOrEqual(1)
      previous = drawn
    }
  })

  it('treats a negative offset as none', () => {
    expect(stickyState(at(1928), top(-40))).toEqual(stickyState(at(1928), top(0)))
  })
})
