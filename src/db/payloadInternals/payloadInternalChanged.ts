/**
 * What every accessor of this folder throws when a Payload or adapter internal is not the shape
 * this code was written for (3.90): one line naming the internal, at the call, instead of an
 * `undefined` failing somewhere later or, worse, a fast path silently skipped.
 */
export class PayloadInternalChanged extends Error {
  constructor(internal: string, found: unknown) {
    super(`Payload internal changed: ${internal} — found ${describe(found)} (see src/db/payloadInternals)`)
    this.name = 'PayloadInternalChanged'
  }
}

/** What an object holds under `key`, unknown until an accessor has checked it. */
export const internalOf = (owner: unknown, key: string): unknown =>
  owner !== null && typeof owner === 'object' ? Reflect.get(owner, key) : undefined

/** Whether `value` is an object whose `methods` are all functions. */
export const hasMethods = (value: unknown, ...methods: string[]): value is object =>
  value !== null && typeof value === 'object' && methods.every((m) => typeof internalOf(value, m) === 'function')

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (typeof value !== 'object') return typeof value
  const name = value.constructor?.name
  return `${name && name !== 'Object' ? `a ${name}` : 'an object'} with keys [${Object.keys(value).slice(0, 8).join(', ')}]`
}
