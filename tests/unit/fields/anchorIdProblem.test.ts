import { describe, expect, it } from 'vitest'

import { ANCHOR_ID_MAX, anchorIdProblem } from '@/fields/anchorIdProblem'

describe('anchorIdProblem', () => {
  it.each(['familia', 'Retrato', 'sesion-2', 'tipo_de_sesion', 'a'])('accepts %s', (value) => {
    expect(anchorIdProblem(value)).toBeNull()
  })

  it.each(['', '2-familia', '-familia', 'sesión', 'dos palabras', '#familia', 'a/b', 'a"b'])(
    'refuses %j, saying what is allowed',
    (value) => {
      expect(anchorIdProblem(value)).toMatch(/empieza por una letra/)
    },
  )

  it('refuses an anchor longer than the limit', () => {
    expect(anchorIdProblem('a'.repeat(ANCHOR_ID_MAX))).toBeNull()
    expect(anchorIdProblem('a'.repeat(ANCHOR_ID_MAX + 1))).toMatch(/como mucho 64/)
  })

  it.each(['content', 'respond', 'Comments', 'tabs-65f0', 'post-12', 'e-loop-abc', 'wpcf7-f1-p40-o1'])(
    'refuses %s, an id the site’s own markup uses',
    (value) => {
      expect(anchorIdProblem(value)).toBe(
        `El sitio ya usa «${value}» en sus páginas; elige otra ancla (p. ej. precios).`,
      )
    },
  )
})
