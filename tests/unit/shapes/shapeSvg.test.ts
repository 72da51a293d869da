import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'

import { hasNegative, isShapeName, SHAPES } from '@/shapes/catalog'
import { shapeOfFileName, shapeSvg } from '@/shapes/shapeSvg'

// Elementor's includes/shapes.php: the shapes and which of them have a -negative file.
const ELEMENTOR_NEGATIVE = [
  'drops',
  'clouds',
  'pyramids',
  'triangle',
  'triangle-asymmetrical',
  'curve',
  'curve-asymmetrical',
  'waves',
  'arrow',
  'split',
  'book',
]
const NAMES = SHAPES.map((s) => s.name)
const forms = NAMES.flatMap((name) => [[name, false] as const, ...(hasNegative(name) ? [[name, true] as const] : [])])

/** The SVG parsed as XML; it must serialise back to exactly what was parsed (no repairs made). */
function parseSvg(svg: string) {
  const doc = parseDocument(svg, { xmlMode: true })
  expect(DomUtils.getOuterHTML(doc.children, { xmlMode: true, selfClosingTags: true })).toBe(svg)
  const [root, ...rest] = doc.children
  expect(rest).toHaveLength(0)
  return root as Element
}

describe('the shape catalogue', () => {
  it('holds Elementor’s eighteen shapes, each with a Spanish label', () => {
    expect(NAMES).toHaveLength(18)
    expect(new Set(NAMES).size).toBe(18)
    for (const { label } of SHAPES) expect(label).toMatch(/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ ]+$/)
  })

  it('declares a negative form exactly where Elementor has one', () => {
    expect(NAMES.filter(hasNegative).sort()).toEqual([...ELEMENTOR_NEGATIVE].sort())
  })

  it('knows only its own names', () => {
    expect(isShapeName('waves')).toBe(true)
    for (const other of ['', 'wave', 'Waves', 'waves-negative', 'constructor', null, 3])
      expect(isShapeName(other)).toBe(false)
  })
})

describe('shapeSvg', () => {
  it.each(forms)('%s (negative: %s) is a well-formed SVG stretched over a 1000 × 100 box', (name, negative) => {
    const root = parseSvg(shapeSvg(name, negative)!)
    expect(root.name).toBe('svg')
    expect(root.attribs).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 1000 100',
      preserveAspectRatio: 'none',
    })
    const paths = root.children as Element[]
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      expect(path.name).toBe('path')
      expect(path.attribs.class).toBe('elementor-shape-fill')
      expect(path.attribs.d).toMatch(/^M[\d.]+,[\d.]+(?:[LCA][\d., -]+)+Z$/)
    }
  })

  it.each(forms)('%s (negative: %s) stays inside its box, from x = 0 to 1000', (name, negative) => {
    const numbers = [...shapeSvg(name, negative)!.matchAll(/ d="([^"]+)"/g)].flatMap(([, d]) =>
      d!.match(/-?[\d.]+/g)!.map(Number),
    )
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...numbers)).toBeLessThanOrEqual(1000)
  })

  it('draws layered shapes (mountains) with lighter layers behind the solid one', () => {
    const opacities = [...shapeSvg('mountains')!.matchAll(/<path[^>]*>/g)].map(
      ([tag]) => /opacity:([\d.]+)/.exec(tag)?.[1] ?? '1',
    )
    expect(opacities).toEqual(['0.33', '0.66', '1'])
  })

  it('draws the negative form as the other side of the same line', () => {
    expect(shapeSvg('triangle')).toContain('d="M0,0L0,0L500,100L1000,0L1000,0Z"')
    expect(shapeSvg('triangle', true)).toContain('d="M0,100L0,0L500,100L1000,0L1000,100Z"')
  })

  it('has no negative form where Elementor has none, and nothing for unknown names', () => {
    expect(shapeSvg('mountains', true)).toBeNull()
    expect(shapeSvg('zigzag', true)).toBeNull()
    expect(shapeSvg('stars')).toBeNull()
    expect(shapeSvg('')).toBeNull()
  })
})

describe('shapeOfFileName', () => {
  it.each([
    ['waves.svg', { name: 'waves', negative: false }],
    ['waves-negative.svg', { name: 'waves', negative: true }],
    ['curve-asymmetrical-negative.svg', { name: 'curve-asymmetrical', negative: true }],
    ['opacity-fan.svg', { name: 'opacity-fan', negative: false }],
  ])('reads %s', (file, shape) => {
    expect(shapeOfFileName(file)).toEqual(shape)
  })

  it.each([
    'mountains-negative.svg',
    'stars.svg',
    'waves.png',
    'waves.svg.svg',
    'waves',
    '../waves.svg',
    'WAVES.svg',
    'waves-negative-negative.svg',
    '.svg',
  ])('refuses %s', (file) => {
    expect(shapeOfFileName(file)).toBeNull()
  })
})
