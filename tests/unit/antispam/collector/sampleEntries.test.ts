import { describe, expect, it } from 'vitest'

import type { Entry } from '@/antispam/collector/formatEntry'
import { sampleEntries } from '@/antispam/collector/sampleEntries'
import { ANTISPAM } from '@/lib/constants'

const numbered = (n: number): Entry[] => Array.from({ length: n }, (_, i) => [i] as const)
const firstOf = (text: string) => Number(text.split(';')[0])
const countOf = (text: string) => text.split(';').length - 1

describe('sampleEntries', () => {
  it('is empty for no entries', () => {
    expect(sampleEntries([], () => 0.5)).toBe('')
  })

  it('keeps short lists whole and in order', () => {
    expect(sampleEntries([[1], [2, 3]], () => 0.99)).toBe('1;2,3;')
  })

  it('never emits more than the limit', () => {
    const text = sampleEntries(numbered(ANTISPAM.maxTimingEntries * 3), () => 0.999)
    expect(countOf(text)).toBe(ANTISPAM.maxTimingEntries)
  })

  it.each([
    // Akismet's formula: max(0, floor(random × length − limit)).
    [0, 0],
    [0.3, 0],
    [0.5, 50],
    [0.9, 170],
  ])('random %d on 300 entries starts at %d', (random, start) => {
    const text = sampleEntries(numbered(ANTISPAM.maxTimingEntries * 3), () => random)
    expect(firstOf(text)).toBe(start)
    expect(countOf(text)).toBe(ANTISPAM.maxTimingEntries)
  })

  it('takes the limit it is given', () => {
    expect(sampleEntries(numbered(10), () => 0.999, 3)).toBe('6;7;8;')
  })
})
