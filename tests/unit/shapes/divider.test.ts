import { describe, expect, it } from 'vitest'

import { isHexColour } from '@/lib/hexColour'
import { dividerOf } from '@/shapes/divider'
import { shapeSvg } from '@/shapes/shapeSvg'

describe('dividerOf', () => {
  it('draws nothing without a known shape', () => {
    expect(dividerOf('top', null)).toBeNull()
    expect(dividerOf('top', {})).toBeNull()
    expect(dividerOf('top', { shape: '' })).toBeNull()
    expect(dividerOf('bottom', { shape: 'stars', color: '#000000' })).toBeNull()
  })

  it('draws the chosen shape with the site’s defaults: full width, height from its proportion, page colour', () => {
    expect(dividerOf('bottom', { shape: 'waves' })).toEqual({
      position: 'bottom',
      shape: 'waves',
      negative: false,
      flip: false,
      aboveContent: false,
      svg: shapeSvg('waves'),
      style: {},
    })
  })

  it('passes width, height and colour to the CSS, within Elementor’s limits', () => {
    expect(dividerOf('top', { shape: 'curve', width: 150, height: 80, color: '#1d1b19' })?.style).toEqual({
      '--shape-width': '150%',
      '--shape-height': '80px',
      '--shape-color': '#1d1b19',
    })
    expect(dividerOf('top', { shape: 'curve', width: 900, height: 9000 })?.style).toEqual({
      '--shape-width': '300%',
      '--shape-height': '500px',
    })
    expect(dividerOf('top', { shape: 'curve', width: 20, height: -5 })?.style).toEqual({ '--shape-height': '0px' })
  })

  it('ignores a colour that is not a hex colour (nothing else reaches the style attribute)', () => {
    expect(dividerOf('top', { shape: 'curve', color: 'red;background:url(x)' })?.style).toEqual({})
  })

  it('uses the negative form only where the shape has one', () => {
    const curve = dividerOf('top', { shape: 'curve', negative: true })!
    expect(curve.negative).toBe(true)
    expect(curve.svg).toBe(shapeSvg('curve', true))
    const zigzag = dividerOf('top', { shape: 'zigzag', negative: true })!
    expect(zigzag.negative).toBe(false)
    expect(zigzag.svg).toBe(shapeSvg('zigzag'))
  })

  it('keeps flip and «in front of the content»', () => {
    expect(dividerOf('bottom', { shape: 'tilt', flip: true, aboveContent: true })).toMatchObject({
      flip: true,
      aboveContent: true,
    })
  })
})

describe('isHexColour', () => {
  it.each(['#fff', '#FFF', '#f7f4ef', '#f7f4ef80', '#abcd'])('accepts %s', (value) =>
    expect(isHexColour(value)).toBe(true),
  )
  it.each(['', 'fff', '#ff', '#fffff', '#ggg', 'red', '#fff ', ' #fff', 'rgb(0,0,0)', null, 12])(
    'refuses %j',
    (value) => expect(isHexColour(value)).toBe(false),
  )
})
