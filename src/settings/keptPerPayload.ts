import type { Payload } from 'payload'

/**
 * A read kept for `freshMs` per Payload instance (a test process may hold one on SQLite and one on
 * PostgreSQL), shared by the callers that ask meanwhile, and forgotten at once by `forget`. A failed
 * read (the database restarting) is not kept: the next caller tries again.
 */
export function keptPerPayload<T>(read: (payload: Payload) => Promise<T>, freshMs: number) {
  const kept = new WeakMap<Payload, { value: Promise<T>; until: number }>()
  return {
    get(payload: Payload): Promise<T> {
      const now = Date.now()
      const last = kept.get(payload)
      if (last && now < last.until) return last.value
      const value = read(payload)
      const entry = { value, until: now + freshMs }
      kept.set(payload, entry)
      value.catch(() => {
        // A failed read is not kept, so the next call reads again; the caller gets the failure from `value` itself.
        if (kept.get(payload) === entry) kept.delete(payload)
      })
      return value
    },
    forget(payload: Payload): void {
      kept.delete(payload)
    },
  }
}
