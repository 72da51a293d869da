import { describe, expect, it } from 'vitest'

import { formatPhpDate } from '@/forms/template/formatPhpDate'

describe('formatPhpDate', () => {
  it.each<[string, string, string]>([
    ['2025-09-03', 'd/m/Y', '03/09/2025'],
    ['2025-09-03', 'j-n-y', '3-9-25'],
    ['2025-09-03', 'l, j \\d\\e F', 'miércoles, 3 de septiembre'],
    ['2025-09-07', 'D N w', 'dom 7 0'],
    ['2025-02-01', 'M t L', 'feb 28 0'],
    ['2024-02-01', 't L', '29 1'],
    ['2025-12-31', 'z', '364'],
    ['2025-03-21', 'jS', '21st'],
    ['2025-03-12', 'jS', '12th'],
    ['2025-03-14', 'H:i:s A', '00:00:00 AM'],
    ['2025-03-14', 'W e', 'W e'],
  ])('%s with "%s" → %s', (date, format, expected) => {
    expect(formatPhpDate(date, format)).toBe(expected)
  })
})
