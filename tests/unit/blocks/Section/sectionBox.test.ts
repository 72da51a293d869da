import { describe, expect, it } from 'vitest'

import { columnWidths } from '@/blocks/Columns/columnWidths'
import { sectionBoxStyle } from '@/blocks/Section/sectionBox'

describe('sectionBoxStyle', () => {
  it('leaves the stylesheet in charge when nothing is set', () => {
    expect(sectionBoxStyle(null, null)).toEqual({})
    expect(sectionBoxStyle(undefined, { top: null, right: null })).toEqual({})
  })

  it('sets the background colour and only the sides given', () => {
    expect(sectionBoxStyle('#2a2622', { top: 120, left: 0 })).toEqual({
      backgroundColor: '#2a2622',
      paddingTop: '120px',
      paddingLeft: '0px',
    })
  })

  it('refuses what is not a hex colour and keeps padding within 0–500 px', () => {
    expect(sectionBoxStyle('blue', { bottom: 900, right: -4 })).toEqual({ paddingBottom: '500px', paddingRight: '0px' })
  })
})

describe('columnWidths', () => {
  it('is null when no column has a width (equal columns, as before)', () => {
    expect(columnWidths([{}, { width: null }])).toBeNull()
  })

  it('keeps the widths given', () => {
    expect(columnWidths([{ width: 33.333 }, { width: 66.667 }])).toEqual([33.333, 66.667])
  })

  it('shares what is left equally among the columns without one', () => {
    expect(columnWidths([{ width: 50 }, {}, { width: null }])).toEqual([50, 25, 25])
  })

  it('gives a column without width at least 10% when the others take everything', () => {
    expect(columnWidths([{ width: 100 }, {}])).toEqual([100, 10])
  })

  it('keeps each width within 10–100%', () => {
    expect(columnWidths([{ width: 2 }, { width: 140 }])).toEqual([10, 100])
  })
})
