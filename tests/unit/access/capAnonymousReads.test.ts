import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { ANONYMOUS_READ, capAnonymousReads, whereTerms } from '@/access/capAnonymousReads'

type Args = { limit?: number; depth?: number; pagination?: boolean; where?: unknown }
const run = (args: Args, req: Partial<PayloadRequest> = { payloadAPI: 'REST' }, operation = 'read') =>
  capAnonymousReads({
    args,
    operation,
    req: req as PayloadRequest,
    collection: {} as never,
    context: {},
  } as never) as Args

describe('capAnonymousReads', () => {
  it('gives an anonymous REST read at most a page of 100, two levels of relations, and never the whole collection', () => {
    expect(run({ limit: 0, depth: 0 })).toMatchObject({ limit: 100, depth: 0 })
    expect(run({ limit: 100_000 })).toMatchObject({ limit: 100 })
    expect(run({ limit: 10 })).toMatchObject({ limit: 10 })
    expect(run({ pagination: false })).toMatchObject({ pagination: true, limit: 100 })
    expect(run({ pagination: false, limit: 5 })).toMatchObject({ pagination: true, limit: 5 })
    expect(run({ depth: 10 })).toMatchObject({ depth: ANONYMOUS_READ.maxDepth })
    expect(run({ depth: Number.NaN })).toMatchObject({ depth: ANONYMOUS_READ.maxDepth })
  })

  it('leaves an editor’s reads and the site’s own (local API) as asked', () => {
    expect(run({ limit: 0, pagination: false, depth: 5 }, { payloadAPI: 'REST', user: { id: 1 } as never })).toEqual({
      limit: 0,
      pagination: false,
      depth: 5,
    })
    expect(run({ limit: 0, pagination: false }, { payloadAPI: 'local' })).toEqual({ limit: 0, pagination: false })
    expect(run({ limit: 0 }, { payloadAPI: 'REST' }, 'update')).toEqual({ limit: 0 })
  })

  it('refuses a query of more than 50 terms, however nested, in Spanish', () => {
    const or = Array.from({ length: 1001 }, (_, i) => ({ title: { like: `x${i}` } }))
    expect(() => run({ where: { or } })).toThrow(/demasiadas condiciones/)
    expect(() =>
      run({ where: { and: [{ or: or.slice(0, 30) }, { or: or.slice(0, 30) }] } }, { payloadAPI: 'REST' }, 'count'),
    ).toThrow(/como máximo 50/)
    expect(run({ where: { or: or.slice(0, 50) } }).where).toBeDefined()
  })
})

describe('whereTerms', () => {
  it('counts every condition at any depth without recursion, and stops counting past a bound', () => {
    expect(whereTerms(undefined)).toBe(0)
    expect(whereTerms({ title: { equals: 'a' }, slug: { like: 'b' } })).toBe(2)
    let deep: Record<string, unknown> = { title: { equals: 'x' } }
    for (let i = 0; i < 100_000; i++) deep = { and: [deep] }
    expect(whereTerms(deep as never)).toBe(1)
    const wide = { or: Array.from({ length: 10_000 }, () => ({ a: { equals: 1 } })) }
    expect(whereTerms(wide as never, 50)).toBeLessThanOrEqual(51 + 1)
  })
})
