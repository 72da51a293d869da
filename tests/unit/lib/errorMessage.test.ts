import { describe, expect, it } from 'vitest'

import { errorMessage } from '@/lib/errorMessage'

describe('an error as one line of the log', () => {
  it('keeps the message’s first line: a failed query’s parameters, the visitor’s values, stay out', () => {
    expect(errorMessage(new Error('Failed query: insert into "comments" values ($1)\nparams: ana@example.com'))).toBe(
      'Failed query: insert into "comments" values ($1)',
    )
  })

  it('writes anything else thrown as text', () => {
    expect(errorMessage('sin conexión')).toBe('sin conexión')
    expect(errorMessage(undefined)).toBe('undefined')
  })
})
