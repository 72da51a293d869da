import { describe, expect, it } from 'vitest'

import {
  dateArchivePath,
  parseDateArchivePath,
  parsePeriodKey,
  periodKey,
  periodRange,
  periodTitle,
} from '@/addresses/dateArchive'

describe('date archives', () => {
  it('reads WordPress date addresses with their page', () => {
    expect(parseDateArchivePath('/2024/')).toEqual({ period: { year: 2024 }, page: 1 })
    expect(parseDateArchivePath('/2024/03/')).toEqual({ period: { year: 2024, month: 3 }, page: 1 })
    expect(parseDateArchivePath('/2024/03/15/page/2/')).toEqual({ period: { year: 2024, month: 3, day: 15 }, page: 2 })
    expect(parseDateArchivePath('/2024/page/3/')).toEqual({ period: { year: 2024 }, page: 3 })
  })

  it.each([
    '/2024',
    '/2024/13/',
    '/2023/02/29/',
    '/2024/03/slug/',
    '/2024/3/',
    '/0999/',
    '/2024/page/0/',
    '/2024/03/15/16/',
    '/blog/',
  ])('is not one: %s', (path) => {
    expect(parseDateArchivePath(path)).toBeNull()
  })

  it('names the period in a route segment and back, and as an address', () => {
    const day = { year: 2024, month: 3, day: 5 }
    expect(periodKey(day)).toBe('2024-03-05')
    expect(parsePeriodKey('2024-03-05')).toEqual(day)
    expect(parsePeriodKey('2024-02-30')).toBeNull()
    expect(dateArchivePath(day, 2)).toBe('/2024/03/05/page/2/')
    expect(dateArchivePath({ year: 2024 })).toBe('/2024/')
  })

  it('spans the period on the studio’s clock (Madrid), across a change of time', () => {
    // 31 March 2024: clocks went forward in Madrid (UTC+1 → UTC+2).
    const { from, to } = periodRange({ year: 2024, month: 3, day: 31 })
    expect(from.toISOString()).toBe('2024-03-30T23:00:00.000Z')
    expect(to.toISOString()).toBe('2024-03-31T22:00:00.000Z')
    const year = periodRange({ year: 2024, month: 12 })
    expect(year.to.toISOString()).toBe('2024-12-31T23:00:00.000Z')
  })

  it('titles the archive in Spanish', () => {
    expect(periodTitle({ year: 2024 })).toBe('2024')
    expect(periodTitle({ year: 2024, month: 3 })).toBe('marzo de 2024')
    expect(periodTitle({ year: 2024, month: 3, day: 15 })).toBe('15 de marzo de 2024')
  })
})
