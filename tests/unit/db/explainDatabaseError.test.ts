import { describe, expect, it } from 'vitest'

import { explainDatabaseError } from '@/db/explainDatabaseError'

describe('database errors at start-up', () => {
  it('names the cause and the fix, hiding the password', () => {
    const line = explainDatabaseError(
      new Error('connect ECONNREFUSED 127.0.0.1:5433'),
      'postgres://revela:secreto@127.0.0.1:5433/revela',
    )
    expect(line).toContain('no responde')
    expect(line).toContain('DATABASE_URL')
    expect(line).not.toContain('secreto')
    expect(line).not.toContain('\n')
  })

  it('explains a missing database', () => {
    expect(explainDatabaseError(new Error('database "revela" does not exist'), 'postgres://u@h/revela')).toContain(
      'createdb',
    )
  })
})
