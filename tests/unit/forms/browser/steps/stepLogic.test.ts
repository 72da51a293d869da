import { describe, expect, it } from 'vitest'

import { clampStep, firstInvalidStep, stepControls, stepLabel } from '@/forms/browser/steps/stepLogic'

describe('multi-step logic', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [-1, 3, 0],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [4, 0, 0],
  ])('clampStep(%d, %d) = %d', (index, count, expected) => {
    expect(clampStep(index, count)).toBe(expected)
  })

  it('labels the step in Spanish, counting from 1', () => {
    expect(stepLabel(0, 3)).toBe('Paso 1 de 3')
    expect(stepLabel(2, 3)).toBe('Paso 3 de 3')
  })

  it.each([
    [0, 3, { prev: false, next: true, submit: false }],
    [1, 3, { prev: true, next: true, submit: false }],
    [2, 3, { prev: true, next: false, submit: true }],
  ])('step %d of %d shows %j', (index, count, controls) => {
    expect(stepControls(index, count)).toEqual(controls)
  })

  const steps = [
    ['your-name', 'your-email'],
    ['session', 'date'],
    ['message', 'accept'],
  ]
  it.each<[string[], number]>([
    [['date'], 1],
    [['message', 'your-email'], 0],
    [['accept', 'session'], 1],
    [['quiz'], -1],
    [[], -1],
  ])('the first invalid step of %j is %d', (invalid, step) => {
    expect(firstInvalidStep(steps, invalid)).toBe(step)
  })
})
