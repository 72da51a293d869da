/** Pure arithmetic of a multi-step form: which step is shown and what its navigation offers. */

export const clampStep = (index: number, count: number): number =>
  Math.min(Math.max(0, Math.trunc(index) || 0), Math.max(0, count - 1))

/** The polite live text of the navigation. */
export const stepLabel = (index: number, count: number): string => `Paso ${index + 1} de ${count}`

/** Which navigation controls a step shows: no "Anterior" on the first, submit only on the last. */
export function stepControls(index: number, count: number): { prev: boolean; next: boolean; submit: boolean } {
  const last = index >= count - 1
  return { prev: index > 0, next: !last, submit: last }
}

/**
 * The step to show after an invalid submit: the earliest step holding any of the invalid fields
 * (the server lists them in form order, so that is the step of the first one), or -1.
 */
export function firstInvalidStep(stepFields: readonly (readonly string[])[], invalidFields: readonly string[]): number {
  const invalid = new Set(invalidFields)
  return stepFields.findIndex((fields) => fields.some((field) => invalid.has(field)))
}
