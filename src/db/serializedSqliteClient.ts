import {
  createClient,
  type Client,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'

import { openTransaction, transactionScope } from './transactionScope'
import { writeLockFor, type WriteLock } from './writeLock'

const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)

/** SQLite refused the statement because another connection holds its write lock: nothing was done. */
const isBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? ''))

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
 *
 * Another process's transaction (the admin's import runs in a child process, the import CLI, a
 * backup) holds SQLite's own lock, for a minute or more. SQLite's busy timeout would wait for it
 * synchronously, the whole site stopped meanwhile; the writer's is 0 instead, and a write refused
 * with SQLITE_BUSY (so not made) is tried again after a pause, the event loop free, for up to
 * `otherProcessWaitMs`, without holding this process's lock in between.
 */
export class SerializedSqliteClient implements Client {
  readonly protocol = 'file'
  private writer: Client
  private readonly reader: Client
  private readonly lock: WriteLock

  constructor(
    private readonly url: string,
    private readonly otherProcessWaitMs: number,
  ) {
    this.writer = createClient({ url })
    this.reader = createClient({ url })
    this.lock = writeLockFor(url)
    // Payload's adapter sets WAL only on a client it creates itself, so it is set here: visitors
    // read while an import (or an editor) writes, and a commit never waits for readers. It stays
    // set in the file; refused only while another process holds the file, which then set it already.
    void this.writer.execute('PRAGMA journal_mode = WAL').catch(() => undefined)
    // WAL readers wait only while SQLite recovers or restarts its log: rare and brief.
    void this.reader.execute('PRAGMA busy_timeout = 5000')
  }

  /**
   * Runs a write holding this process's lock, again after a pause while another process holds
   * SQLite's (see the class). A statement refused with SQLITE_BUSY stays "in progress" on its
   * connection in libsql (a later COMMIT there fails: "SQL statements in progress"), so the writer
   * connection is replaced, while the lock guarantees nothing else is using it.
   */
  private async whenFree<T>(work: () => Promise<T>): Promise<T> {
    const { value, release } = await this.lockedWhenFree(work)
    release()
    return value
  }

  /** whenFree, still holding the lock when it answers (a transaction keeps it until it ends). */
  private async lockedWhenFree<T>(work: () => Promise<T>): Promise<{ value: T; release: () => void }> {
    const until = Date.now() + this.otherProcessWaitMs
    for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
      const release = await this.lock.acquire()
      try {
        return { value: await work(), release }
      } catch (error) {
        const busy = isBusy(error)
        if (busy) {
          this.writer.close()
          this.writer = createClient({ url: this.url })
        }
        release()
        if (!busy || Date.now() + pause > until) throw error
      }
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }

  get closed(): boolean {
    return this.writer.closed
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    if (isRead(stmt)) return this.reader.execute(stmt)
    if (openTransaction()) return this.writer.execute(stmt)
    // Payload's adapter sets SQLite's busy timeout through here; the writer's stays 0 (see the class).
    if (/^\s*pragma\s+busy_timeout\b/i.test(sqlOf(stmt))) return this.reader.execute(stmt)
    return this.whenFree(() => this.writer.execute(stmt))
  }

  batch(stmts: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.whenFree(() => this.writer.batch(stmts, mode))
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.whenFree(() => this.writer.migrate(stmts))
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
    const { release } = await this.lockedWhenFree(() =>
      this.writer.execute(
        mode === 'write' ? 'BEGIN IMMEDIATE' : mode === 'read' ? 'BEGIN TRANSACTION READONLY' : 'BEGIN DEFERRED',
      ),
    )
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
    // Closing an unfinished transaction: a rollback that fails leaves nothing to undo and no one to tell.
    void this.rollback().catch(() => undefined)
  }

  private finish(): void {
    this.done = true
    this.release()
  }
}
