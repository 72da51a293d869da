import type { Pipe } from './types'

/** Splits a raw value at its first `|`; without one, `before` and `after` are both the whole value. */
export function toPipe(raw: string): Pipe {
  const at = raw.indexOf('|')
  if (at === -1) {
    const whole = raw.trim()
    return { before: whole, after: whole }
  }
  return { before: raw.slice(0, at).trim(), after: raw.slice(at + 1).trim() }
}

/** What mail shows for a submitted value: the `after` of the first pipe whose `before` matches it. */
export function applyPipes(pipes: readonly Pipe[], value: string): string {
  return pipes.find((pipe) => pipe.before === value)?.after ?? value
}
