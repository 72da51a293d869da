import { spawn } from 'node:child_process'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }

/**
 * Payload's transactions on SQLite (db/SerializedSqliteClient): what runs inside one sees it, what
 * runs beside it waits its turn, and a write the transaction's own code makes without `req` joins
 * it instead of waiting for it forever (it used to fail after the lock's 15 s).
 */
describe('transactions on SQLite', () => {
  let payload: Payload
  const outboxCount = async () => (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs
  const mail = (subject: string) => ({
    to: ['hola@revela.test'],
    from: 'web@revela.test',
    subject,
    text: 'Prueba.',
    messageId: `<${subject.replace(/\W/g, '')}@revela.test>`,
    status: 'queued',
    nextAttemptAt: new Date().toISOString(),
    attempts: 0,
  })

  let databaseUrl = ''
  beforeAll(async () => {
    ;({ payload } = await testPayload('sqlite'))
    databaseUrl = process.env.DATABASE_URL!
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
  })
  afterAll(async () => {
    await payload?.destroy()
  })

  it('sends a password reset, whose mail Payload queues inside its own transaction, at once', async () => {
    const before = await outboxCount()
    const started = Date.now()
    await payload.forgotPassword({ collection: 'users', data: { email: admin.adminEmail }, disableEmail: false })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await outboxCount()).toBe(before + 1)
  })

  it('undoes a write made without req inside a transaction together with the transaction', async () => {
    const before = await outboxCount()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({ collection: 'outbox', data: mail('Dentro con req') as never, req, overrideAccess: true })
    // Made by the transaction's own code without req: it joins it (a savepoint), it does not wait for it.
    await payload.create({ collection: 'outbox', data: mail('Dentro sin req') as never, overrideAccess: true })
    await killTransaction(req)
    expect(await outboxCount()).toBe(before)
  })

  it('keeps another request’s write out of a transaction it did not begin, and runs it once that one ends', async () => {
    const before = await outboxCount()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({ collection: 'outbox', data: mail('Primera') as never, req, overrideAccess: true })
    // Another visitor's write, from a chain of its own: it waits for the lock.
    let other: Promise<unknown> = Promise.resolve()
    await new Promise<void>((resolve) => {
      setImmediate(() => {
        other = payload.create({ collection: 'outbox', data: mail('De otra petición') as never, overrideAccess: true })
        resolve()
      })
    })
    await killTransaction(req)
    await other
    const subjects = (
      await payload.find({
        collection: 'outbox',
        where: { subject: { in: ['Primera', 'De otra petición'] } },
        overrideAccess: true,
      })
    ).docs.map((d) => d.subject)
    expect(subjects).toEqual(['De otra petición'])
    expect(await outboxCount()).toBe(before + 1)
    const committed = await createLocalReq({}, payload)
    await initTransaction(committed)
    await payload.create({
      collection: 'outbox',
      data: mail('Confirmada') as never,
      req: committed,
      overrideAccess: true,
    })
    await commitTransaction(committed)
    expect(await outboxCount()).toBe(before + 2)
  })

  it('makes a write wait for another process’s transaction (the admin’s import) without stopping the site meanwhile', async () => {
    const before = await outboxCount()
    // Another process holds SQLite's write lock for 1.5 s, as the import's child process does.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client'
         const db = createClient({ url: ${JSON.stringify(databaseUrl)} })
         await db.execute('BEGIN IMMEDIATE')
         console.log('held')
         await new Promise((r) => setTimeout(r, 1500))
         await db.execute('COMMIT')`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise((resolve) => holder.stdout.once('data', resolve))
    let longestStall = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      longestStall = Math.max(longestStall, performance.now() - last)
      last = performance.now()
    }, 10)
    const started = performance.now()
    await payload.create({ collection: 'outbox', data: mail('Durante la importación') as never, overrideAccess: true })
    const waited = performance.now() - started
    // One more tick, which measures a stall that ended with the write.
    await new Promise((resolve) => setTimeout(resolve, 50))
    clearInterval(ticker)
    holder.kill()
    expect(await outboxCount()).toBe(before + 1)
    expect(waited).toBeGreaterThan(1000)
    // SQLite's own busy timeout would have stopped the event loop for the whole wait.
    expect(longestStall).toBeLessThan(300)
  })
})
