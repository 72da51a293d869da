import { describe, expect, it } from 'vitest'

import { contentKey, ECHO_WINDOW_MS, editorEchoes, sameContent } from '@/fields/richText/editorEchoes'

const text = (t: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: t }] }] },
})
const emptyParagraph = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } }

describe('editorEchoes', () => {
  it('takes every empty editor for the same content (null, undefined, an empty root or paragraph)', () => {
    expect(sameContent(null, undefined)).toBe(true)
    expect(sameContent(undefined, emptyParagraph)).toBe(true)
    expect(sameContent({ root: { type: 'root', children: [] } }, null)).toBe(true)
    expect(sameContent(text('a'), null)).toBe(false)
  })

  it('does not depend on the order of keys (PostgreSQL reorders them)', () => {
    expect(contentKey({ a: 1, b: { c: 2, d: 3 } })).toBe(contentKey({ b: { d: 3, c: 2 }, a: 1 }))
  })

  it('knows the value it was mounted with and every value it reported as echoes, for a while', () => {
    const echoes = editorEchoes(undefined, 0)
    expect(echoes.isEcho(null, 10)).toBe(true)
    echoes.held(text('Pá'), 100)
    echoes.held(text('Página'), 200)
    expect(echoes.isEcho(text('Pá'), 300)).toBe(true)
    expect(echoes.latest()).toEqual(text('Página'))
    expect(echoes.isEcho(text('Otra cosa'), 300)).toBe(false)
    expect(echoes.isEcho(text('Pá'), 100 + ECHO_WINDOW_MS + 1)).toBe(false)
  })

  it('starts again from a value that came from elsewhere', () => {
    const echoes = editorEchoes(text('borrador'), 0)
    echoes.reset(text('publicada'), 10)
    expect(echoes.isEcho(text('borrador'), 20)).toBe(false)
    expect(echoes.isEcho(text('publicada'), 20)).toBe(true)
  })
})
