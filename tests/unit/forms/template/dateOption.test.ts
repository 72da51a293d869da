import { describe, expect, it } from 'vitest'

import { isCalendarDate, resolveDateOption, todayIn } from '@/forms/template/dateOption'

describe('isCalendarDate', () => {
  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['0004-02-29', true],
    ['10000-01-01', true],
    ['2024-1-15', false],
    ['today', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected)
  })
})

describe('resolveDateOption', () => {
  it.each<[string, string, string | undefined]>([
    ['2025-06-30', '2025-03-14', '2025-06-30'],
    ['today', '2025-03-14', '2025-03-14'],
    ['TODAY', '2025-03-14', '2025-03-14'],
    ['tomorrow', '2025-03-14', '2025-03-15'],
    ['yesterday', '2025-03-01', '2025-02-28'],
    ['today+3days', '2025-03-30', '2025-04-02'],
    ['today-1week', '2025-03-14', '2025-03-07'],
    ['today_+_2_weeks', '2025-03-14', '2025-03-28'],
    ['today+6months', '2025-03-14', '2025-09-14'],
    // Like PHP, a month from 31 January overflows into March.
    ['today+1month', '2025-01-31', '2025-03-03'],
    ['today+1year', '2024-02-29', '2025-03-01'],
    ['+10days', '2025-03-14', '2025-03-24'],
    ['2025-02-30', '2025-03-14', undefined],
    ['next monday', '2025-03-14', undefined],
    ['', '2025-03-14', undefined],
  ])('%s from %s → %s', (option, today, expected) => {
    expect(resolveDateOption(option, today)).toBe(expected)
  })
})

describe('todayIn', () => {
  it('is the date in the given time zone, not in UTC', () => {
    const lateEvening = new Date('2025-03-14T23:30:00Z')
    expect(todayIn('Europe/Madrid', lateEvening)).toBe('2025-03-15')
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-03-14')
  })
})
