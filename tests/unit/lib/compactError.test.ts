import { describe, expect, it } from 'vitest'

import { compactError } from '@/lib/compactError'

describe('compactError: what the log keeps of an error', () => {
  it('keeps a failed query’s SQL, cut short, and never its values', () => {
    const terms = Array.from({ length: 1001 }, () => '"posts"."title" like ?').join(' or ')
    const values = Array.from({ length: 1001 }, () => `%${'x'.repeat(20_000)}%`).join(',')
    const error = new Error(`Failed query: select * from "posts" where (${terms})\nparams: ${values}`)
    error.stack = `Error: ${error.message}\n    at LibSQLPreparedQuery.queryWithCache (chunk.js:1:1)`
    error.cause = new Error('Expression tree is too large (maximum depth 1000)')
    const logged = compactError(error) as { message: string; stack: string; cause: string }
    expect(JSON.stringify(logged).length).toBeLessThan(5_000)
    expect(logged.message).toMatch(/^Failed query: select \* from "posts"/)
    expect(logged.message).not.toContain('xxxx')
    expect(logged.stack).not.toContain('xxxx')
    expect(logged.stack).toContain('at LibSQLPreparedQuery.queryWithCache')
    // A short query keeps its SQL whole and says its values were left out.
    const short = new Error('Failed query: select count(*) from "posts" where "posts"."id" in (?)\nparams: NaN,secreto')
    expect((compactError(short) as { message: string }).message).toBe(
      'Failed query: select count(*) from "posts" where "posts"."id" in (?)\nparams: (omitidos)',
    )
    expect(logged.cause).toBe('Error: Expression tree is too large (maximum depth 1000)')
  })

  it('keeps an ordinary error whole, with its status, and leaves what is not an error alone', () => {
    const error = Object.assign(new Error('No encontrado'), { status: 404 })
    expect(compactError(error)).toMatchObject({ type: 'Error', message: 'No encontrado', status: 404 })
    expect(compactError('texto')).toBe('texto')
  })
})
