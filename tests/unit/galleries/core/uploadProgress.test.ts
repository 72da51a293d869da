import { describe, expect, it } from 'vitest'

import {
  addRateSample,
  RATE_WINDOW_MS,
  secondsLeft,
  timeLeftText,
  uploadProgressText,
  uploadTotals,
} from '@/galleries/core/uploadProgress'

const MB = 1024 * 1024
const GB = 1024 * MB

describe('uploadTotals', () => {
  it('counts a done file whole, one under way by what was sent, and keeps failed files in the total', () => {
    expect(
      uploadTotals([
        { bytes: 30 * MB, sent: 0, state: 'done' },
        { bytes: 40 * MB, sent: 10 * MB, state: 'uploading' },
        { bytes: 50 * MB, sent: 5 * MB, state: 'failed' },
        { bytes: 20 * MB, sent: 0, state: 'waiting' },
      ]),
    ).toEqual({ files: 4, done: 1, failed: 1, bytes: 140 * MB, sent: 45 * MB })
  })
})

describe('the time left', () => {
  it('waits for 3 s of readings, then divides what is left by the recent speed', () => {
    let samples = addRateSample([], { at: 0, sent: 0 })
    samples = addRateSample(samples, { at: 2000, sent: 20 * MB })
    expect(secondsLeft(samples, 100 * MB)).toBeNull()
    samples = addRateSample(samples, { at: 4000, sent: 40 * MB })
    expect(secondsLeft(samples, 100 * MB)).toBe(10)
  })

  it('forgets readings older than the window, and any taken before a retry reset the count', () => {
    const samples = addRateSample(
      [
        { at: 0, sent: 0 },
        { at: 10_000, sent: 50 * MB },
      ],
      { at: RATE_WINDOW_MS + 5000, sent: 10 * MB },
    )
    expect(samples).toEqual([{ at: RATE_WINDOW_MS + 5000, sent: 10 * MB }])
  })

  it.each([
    [null, 'calculando el tiempo restante'],
    [42, 'queda menos de un minuto'],
    [75, 'queda alrededor de 1 min'],
    [4 * 60 + 10, 'quedan unos 4 min'],
    [2 * 3600 + 9 * 60, 'quedan alrededor de 2 h 10 min'],
    [3600 + 60, 'quedan alrededor de 1 h'],
  ])('says %s s as «%s»', (seconds, text) => {
    expect(timeLeftText(seconds)).toBe(text)
  })
})

describe('uploadProgressText', () => {
  it('writes the set in Spain’s notation', () => {
    const totals = { files: 300, done: 12, failed: 0, bytes: 9.8 * GB, sent: 1.2 * GB }
    expect(uploadProgressText(totals, 4 * 60, true)).toBe('12 de 300 fotos · 1,2 GB de 9,8 GB · quedan unos 4 min')
  })

  it('says one photo in the singular, no time once stopped, and how many failed', () => {
    expect(uploadProgressText({ files: 1, done: 0, failed: 1, bytes: 30 * MB, sent: 0 }, null, false)).toBe(
      '0 de 1 foto · 0 MB de 30 MB · 1 con error',
    )
    expect(uploadProgressText({ files: 1500, done: 1500, failed: 0, bytes: 5 * GB, sent: 5 * GB }, null, false)).toBe(
      '1500 de 1500 fotos · 5 GB de 5 GB',
    )
  })
})
