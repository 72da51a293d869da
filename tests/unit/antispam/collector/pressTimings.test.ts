import { describe, expect, it } from 'vitest'

import { pressTimings } from '@/antispam/collector/pressTimings'

describe('pressTimings', () => {
  it('records each press with the gap since the previous release', () => {
    const presses = pressTimings()
    presses.down(100)
    presses.up(190)
    presses.down(400)
    presses.up(470)
    expect(presses.entries).toEqual([[90], [70, 210]])
  })

  it('ignores a release whose press happened elsewhere', () => {
    const presses = pressTimings()
    presses.up(100)
    presses.down(200)
    presses.up(260)
    presses.up(300)
    expect(presses.entries).toEqual([[60]])
  })
})
