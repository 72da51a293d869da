import { describe, expect, it } from 'vitest'

import { parseRange } from '@/galleries/core/zip/parseRange'

const whole = { kind: 'whole' }
const unsatisfiable = { kind: 'unsatisfiable' }
const partial = (start: number, endInclusive: number) => ({ kind: 'partial', start, endInclusive })

describe('parseRange', () => {
  it.each([
    [null, whole],
    ['', whole],
    ['bytes=0-99', partial(0, 99)],
    ['bytes=0-0', partial(0, 0)],
    ['bytes=500-', partial(500, 999)],
    ['bytes=999-', partial(999, 999)],
    ['bytes=900-5000', partial(900, 999)],
    ['bytes=0-99999999999999999999999', partial(0, 999)],
    ['bytes=-100', partial(900, 999)],
    ['bytes=-5000', partial(0, 999)],
    ['Bytes = 10 - 20 ', partial(10, 20)],
    ['bytes=1000-', unsatisfiable],
    ['bytes=1000-2000', unsatisfiable],
    ['bytes=99999999999999999999-', unsatisfiable],
    ['bytes=-0', unsatisfiable],
    // Ignored, as RFC 9110 allows: the whole body with 200.
    ['bytes=0-1,5-6', whole],
    ['bytes=20-10', whole],
    ['bytes=a-b', whole],
    ['bytes=1.5-2', whole],
    ['bytes=+1-2', whole],
    ['bytes=--5', whole],
    ['bytes=-', whole],
    ['bytes=5', whole],
    ['bytes', whole],
    ['items=0-5', whole],
    ['=0-5', whole],
  ])('%j of 1000 bytes → %j', (header, expected) => expect(parseRange(header, 1000)).toEqual(expected))

  it('answers an empty body whole, or 416 for a position in it', () => {
    expect(parseRange('bytes=-5', 0)).toEqual(whole)
    expect(parseRange('bytes=0-', 0)).toEqual(unsatisfiable)
  })

  it('reads a hostile header in linear time', () => {
    const started = performance.now()
    expect(parseRange(`bytes=${'1'.repeat(1_000_000)}-`, 1000)).toEqual(unsatisfiable)
    expect(parseRange(`bytes=${' -'.repeat(500_000)}`, 1000)).toEqual(whole)
    expect(parseRange(`bytes=0-${'9'.repeat(1_000_000)}x`, 1000)).toEqual(whole)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
