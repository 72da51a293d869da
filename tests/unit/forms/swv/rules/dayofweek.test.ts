import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('dayofweek', () => {
  it.each<[(string | number)[], string[], boolean]>([
    [[1], ['2024-01-01'], true], // a Monday
    [[2], ['2024-01-01'], false],
    [[7], ['2024-01-07'], true], // Sunday is 7
    [['0'], ['2024-01-07'], false], // 0 never matches Sunday
    [['07'], ['2024-01-07'], true], // parseInt("07") = 7
    [['1.9'], ['2024-01-01'], true], // parseInt("1.9") = 1
    [['x'], ['2024-01-01'], false],
    [['6', '7'], ['2024-01-06', '2024-01-07'], true], // weekend
    [['6', '7'], ['2024-01-06', '2024-01-08'], false], // every value must pass
    [[3], ['2024-02-29'], false], // a Thursday
    [[4], ['2024-02-29'], true],
    [[1, 2, 3, 4, 5, 6, 7], ['garbage'], false], // unparseable is invalid in the browser
    [[1, 2, 3, 4, 5, 6, 7], ['2023-02-30'], false], // not a real date
    [[], ['2024-01-01'], false],
    [[1], [], true],
  ])('accept %j, values %j → %s', (accept, values, valid) => {
    expect(passes({ rule: 'dayofweek', accept }, ...values)).toBe(valid)
  })

  describe('west of Greenwich', () => {
    const tz = process.env.TZ
    beforeEach(() => {
      process.env.TZ = 'America/New_York'
    })
    afterEach(() => {
      if (tz === undefined) delete process.env.TZ
      else process.env.TZ = tz
    })

    it('still sees 2024-01-01 as a Monday (CF7 6.1.6 computes Sunday there)', () => {
      // Guard: the zone change must be in effect, or this test would prove nothing.
      expect(new Date('2024-01-01').getDay()).toBe(0)
      expect(passes({ rule: 'dayofweek', accept: [1] }, '2024-01-01')).toBe(true)
    })
  })
})
