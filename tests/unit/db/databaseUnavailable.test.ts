import { describe, expect, it } from 'vitest'

import { answerOutage } from '@/db/answerOutage'
import { isDatabaseUnavailable } from '@/db/databaseUnavailable'
import { WriteLockTimeoutError } from '@/db/writeLock'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a database out of reach: refused or dropped connections, PostgreSQL shutting down, SQLite’s lock held too long', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new WriteLockTimeoutError(15_000))).toBe(true)
    // Payload and Drizzle wrap the driver's error.
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: select …', { cause: withCode('57P03', 'the database system is starting up') }),
      ),
    ).toBe(true)
  })

  it('leaves every other error to the code that raised it', () => {
    expect(isDatabaseUnavailable(new Error('El siguiente campo es inválido: slug'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'replace')"))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})

describe('answerOutage', () => {
  const outage = () => new Response('vuelve en un minuto', { status: 503, headers: { 'Retry-After': '30' } })

  it('answers 503 with Retry-After when the database is out of reach, and lets other errors through', async () => {
    const down = answerOutage(async () => Promise.reject(withCode('ECONNREFUSED')), outage)
    const answer = await down()
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toBe('30')
    const broken = answerOutage(async () => Promise.reject(new Error('un fallo del código')), outage)
    await expect(broken()).rejects.toThrow('un fallo del código')
    const fine = answerOutage(async (n: number) => new Response(String(n * 2)), outage)
    expect(await (await fine(21)).text()).toBe('42')
  })
})
