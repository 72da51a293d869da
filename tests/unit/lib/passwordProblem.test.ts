import { describe, expect, it } from 'vitest'

import { MAX_PASSWORD_LENGTH, passwordProblem } from '@/lib/passwordProblem'

describe('passwordProblem', () => {
  it('refuses a password past 256 characters at once, before the estimator sees it', () => {
    // The fuzzer's reset with 60,000 «<»: 1.8 s in zxcvbn, then a stack overflow and a 500.
    const started = performance.now()
    expect(passwordProblem('<'.repeat(60_000))).toBe(`no puede pasar de ${MAX_PASSWORD_LENGTH} caracteres`)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('still rates the longest password it takes', () => {
    expect(passwordProblem('<'.repeat(MAX_PASSWORD_LENGTH))).toMatch(/demasiado fácil/)
    expect(
      passwordProblem('luz de tarde sobre el tejado del estudio azul '.repeat(5).slice(0, MAX_PASSWORD_LENGTH)),
    ).toBeNull()
  })
})
