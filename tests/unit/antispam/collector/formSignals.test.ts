import { describe, expect, it } from 'vitest'

import { formSignals } from '@/antispam/collector/formSignals'
import { ANTISPAM } from '@/lib/constants'

import { manualClock } from './manualClock'

const quiet = ANTISPAM.debounceMs
const first = () => 0

describe('formSignals', () => {
  it('sends empty lists and zero counts for a form nobody touched', () => {
    const { clock } = manualClock(1_700_000_000_000)
    expect(formSignals(clock).fields(first, 0)).toEqual({
      bib: '',
      bfs: '1700000000000',
      bkpc: '0',
      bkp: '',
      bmc: '',
      bmcc: '0',
      bmk: '',
      bck: '',
      bmmc: '0',
      btmc: '0',
      bsc: '0',
      bte: '',
      btec: '0',
      bmm: '',
    })
  })

  it('reports typing, clicks and touches', () => {
    const { clock, advance } = manualClock(10_000)
    const form = formSignals(clock)
    form.keys.keydown(10_000, 'Shift', 'ShiftLeft', false)
    form.keys.keydown(10_010, 'H', 'KeyH', false)
    form.keys.keyup(10_090, 'H', 'KeyH')
    form.keys.keydown(10_200, 'i', 'KeyI', false)
    form.keys.keyup(10_260, 'i', 'KeyI')
    form.keys.keydown(10_300, 'Backspace', 'Backspace', false)
    form.clicks.down(11_000)
    form.clicks.up(11_080)
    form.touches.down(12_000)
    form.touches.up(12_050)
    form.touches.down(12_300)
    form.touches.up(12_340)
    advance(5_000)
    expect(form.fields(first, 3)).toMatchObject({
      bib: '10000',
      bfs: '15000',
      bkpc: '2',
      bkp: '80;60,110;',
      bmk: '-1',
      bck: '1',
      bmc: '80;',
      bmcc: '1',
      bte: '50;40,250;',
      btec: '2',
      bsc: '3',
    })
  })

  it('keeps mouse-move sessions that covered a distance, rounded', () => {
    const { clock, advance } = manualClock()
    const form = formSignals(clock)
    form.mouseMove(0, 0)
    advance(100)
    form.mouseMove(3, 4)
    advance(200)
    form.mouseMove(10, 10)
    advance(quiet)
    // Hovering in place is not a move.
    form.mouseMove(5, 5)
    advance(50)
    form.mouseMove(5, 5)
    advance(quiet)
    expect(form.fields(first, 0)).toMatchObject({ bmm: `300,${Math.round(Math.hypot(10, 10))};`, bmmc: '1' })
  })

  it('counts touchmove bursts, not touchmove events', () => {
    const { clock, advance } = manualClock()
    const form = formSignals(clock)
    form.touchMove()
    advance(quiet - 1)
    form.touchMove()
    advance(quiet)
    form.touchMove()
    expect(form.fields(first, 0).btmc).toBe('1')
    advance(quiet)
    expect(form.fields(first, 0).btmc).toBe('2')
  })
})
