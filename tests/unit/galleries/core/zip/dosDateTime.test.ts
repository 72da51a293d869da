import { describe, expect, it } from 'vitest'

import { dosDateTime, unixSeconds } from '@/galleries/core/zip/dosDateTime'

describe('dosDateTime', () => {
  it('packs the UTC fields, two-second steps', () => {
    const { date, time } = dosDateTime(new Date('2024-05-17T18:42:31Z'))
    expect(date).toBe(((2024 - 1980) << 9) | (5 << 5) | 17)
    expect(time).toBe((18 << 11) | (42 << 5) | 15)
  })

  it('is the same whatever the instance’s time zone (the fields are UTC)', () => {
    expect(dosDateTime(new Date('2024-03-31T00:30:00Z'))).toEqual(dosDateTime(new Date(Date.UTC(2024, 2, 31, 0, 30))))
  })

  it('holds dates before 1980, after 2107 and invalid ones inside the DOS range', () => {
    expect(dosDateTime(new Date('1970-01-01T00:00:00Z'))).toEqual({ date: (1 << 5) | 1, time: 0 })
    expect(dosDateTime(new Date('2200-01-01T00:00:00Z')).date >> 9).toBe(127)
    expect(dosDateTime(new Date(Number.NaN))).toEqual({ date: (1 << 5) | 1, time: 0 })
  })

  it('gives the extended timestamp seconds, kept in a positive 32-bit field', () => {
    expect(unixSeconds(new Date('2024-05-17T18:42:31.900Z'))).toBe(1715971351)
    expect(unixSeconds(new Date('1960-01-01T00:00:00Z'))).toBe(0)
    expect(unixSeconds(new Date('2100-01-01T00:00:00Z'))).toBe(0x7fffffff)
  })
})
