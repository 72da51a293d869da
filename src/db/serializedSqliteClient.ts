import { createClient, type Client, type InStatement, type ResultSet, type Transaction, type TransactionMode } from '@libsql/client'

import { openTransaction, transactionScope } from './transactionScope'
import { writeLockFor, type WriteLock } from './writeLock'

const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)

/** A plain read: it goes to the reader connection, which sees what is committed (WAL). */
const isRead = (stmt: InStatement) => /^\s*select\b/i.test(sqlOf(stmt))

/**
 * The libsql client Payload's SQLite adapter writes through, made to behave like a small
 * connection pool, as PostgreSQL's does, so that the site can run Payload's transactions on SQLite
 * (a submission, its files and its mail job are one write, or none):
 *
 * - one writer connection for every write and transaction, which it never swaps: libsql's own
 *   `transaction()` hands the transaction the connection and opens a new one for everything else,
 *   and a write there while the transaction is open waits on SQLite's busy timeout, *synchronously*,
 *   stopping the event loop the transaction needs to finish;
 * - a lock (per database file, for every instance in this process) that a transaction holds from
 *   BEGIN to COMMIT and that each write outside one takes for its statement: writes queue without
 *   blocking the event loop, and never slip into another request's transaction;
 * - a reader connection for reads outside transactions, which see committed data and never wait.
 *
 * A write made without `req` by the code of an open transaction (Payload sends a password reset's
 * mail inside its own transaction, and the mail goes to the outbox) would wait for that transaction
 * forever: it joins it instead (a savepoint for an operation, the open transaction for a statement),
 * found through the transaction's token (transactionScope). Any other wait gives up after
 * WRITE_LOCK_TIMEOUT_MS with an error that says so.
 */
export class SerializedSqliteClient implements Client {
  readonly protocol = 'file'
  private readonly writer: Client
  private readonly reader: Client
  private readonly lock: WriteLock

  constructor(url: string, busyTimeoutMs: number) {
    this.writer = createClient({ url })
    this.reader = createClient({ url })
    this.lock = writeLockFor(url)
    // Other processes (a backup, the import CLI) may hold SQLite's own lock for a moment.
    void this.writer.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
    void this.reader.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  }

  get closed(): boolean {
    return this.writer.closed
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    if (isRead(stmt)) return this.reader.execute(stmt)
    if (openTransaction()) return this.writer.execute(stmt)
    return this.lock.run(() => this.writer.execute(stmt))
  }

  batch(stmts: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.lock.run(() => this.writer.batch(stmts, mode))
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.lock.run(() => this.writer.migrate(stmts))
  }

  executeMultiple(sql: string): Promise<void> {
    return this.lock.run(() => this.writer.executeMultiple(sql))
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    const token = transactionScope.getStore()
    if (token?.parent && openTransaction() === token.parent) {
      await this.writer.execute(`SAVEPOINT ${savepointOf(token)}`)
      token.open = true
      return new WriterTransaction(this.writer, () => (token.open = false), savepointOf(token))
    }
    const release = await this.lock.acquire()
    try {
      await this.writer.execute(mode === 'write' ? 'BEGIN IMMEDIATE' : mode === 'read' ? 'BEGIN TRANSACTION READONLY' : 'BEGIN DEFERRED')
    } catch (error) {
      release()
      throw error
    }
    if (token) token.open = true
    return new WriterTransaction(this.writer, () => {
      if (token) token.open = false
      release()
    })
  }

  sync(): Promise<never> {
    return Promise.reject(new Error('SQLite local: no hay réplica que sincronizar.'))
  }

  close(): void {
    this.writer.close()
    this.reader.close()
  }
}

const savepoints = new WeakMap<object, string>()
let savepointCount = 0
const savepointOf = (token: object) => {
  let name = savepoints.get(token)
  if (!name) savepoints.set(token, (name = `revela_sp_${++savepointCount}`))
  return name
}

/**
 * A transaction on the writer connection, or a savepoint of one (`savepoint`); ending it (commit,
 * rollback or close) calls `release` (the lock's, for a transaction).
 */
class WriterTransaction implements Transaction {
  private done = false

  constructor(
    private readonly writer: Client,
    private readonly release: () => void,
    private readonly savepoint?: string,
  ) {}

  get closed(): boolean {
    return this.done
  }

  private open(): void {
    if (this.done) throw new Error('La transacción ya ha terminado.')
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    this.open()
    return this.writer.execute(stmt)
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    this.open()
    const out: ResultSet[] = []
    for (const stmt of stmts) out.push(await this.writer.execute(stmt))
    return out
  }

  executeMultiple(): Promise<void> {
    // libsql's executeMultiple rolls back whatever transaction it finds open when it ends.
    return Promise.reject(new Error('executeMultiple no está disponible dentro de una transacción.'))
  }

  async commit(): Promise<void> {
    this.open()
    try {
      await this.writer.execute(this.savepoint ? `RELEASE ${this.savepoint}` : 'COMMIT')
    } catch (error) {
      // A failed COMMIT leaves the transaction open: undo it before anyone else writes.
      await this.writer.execute(this.savepoint ? `ROLLBACK TO ${this.savepoint}` : 'ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      this.finish()
    }
  }

  async rollback(): Promise<void> {
    if (this.done) return
    try {
      if (this.savepoint) {
        await this.writer.execute(`ROLLBACK TO ${this.savepoint}`)
        await this.writer.execute(`RELEASE ${this.savepoint}`)
      } else await this.writer.execute('ROLLBACK')
    } finally {
      this.finish()
    }
  }

  close(): void {
    if (this.done) return
    void this.rollback().catch(() => undefined)
  }

  private finish(): void {
    this.done = true
    this.release()
  }
}
