import { operandProblem } from './operandProblem'
import { operatorsFor } from './operatorsFor'
import type { ResolveField } from './queryField'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Why a REST query's `where` cannot be run, in Spanish, or null when it can (pure). Walks it without
 * recursion (a client chooses its depth): `and` and `or` hold lists of conditions, every other key
 * is a field's path whose operators and values must suit the field (operatorsFor, operandProblem).
 * A path this does not know is left to Payload, which refuses it with a 400 of its own.
 */
export function whereProblem(where: unknown, resolve: ResolveField): string | null {
  if (where === undefined || where === null) return null
  const todo: unknown[] = [where]
  for (let node = todo.pop(); node !== undefined; node = todo.pop()) {
    if (!isObject(node)) return 'La consulta no es válida: cada condición es un objeto.'
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (!Array.isArray(value)) return `«${key}» necesita una lista de condiciones.`
        todo.push(...value)
        continue
      }
      const field = resolve(key)
      if (!field) continue
      if (!isObject(value)) return `La condición sobre «${key}» necesita un operador (equals, in, like…).`
      const allowed = operatorsFor(field)
      for (const [operator, operand] of Object.entries(value)) {
        if (!allowed.includes(operator))
          return allowed.length
            ? `«${key}» no admite «${operator}»: usa ${allowed.join(', ')}.`
            : `No se puede consultar por «${key}».`
        const problem = operandProblem(field, operator, operand)
        if (problem) return `${key}: ${problem}`
      }
    }
  }
  return null
}
