import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * One Payload transaction on SQLite, as the operation that began it (and whatever it awaits) sees
 * it: `open` while it holds the write lock. `parent` is the transaction this one was begun inside,
 * by an operation called without `req` from within the first (Payload's own mail of a password
 * reset, say): it then runs as a savepoint of it rather than waiting for its lock forever.
 */
export type TransactionToken = { open: boolean; parent?: TransactionToken }

export const transactionScope = new AsyncLocalStorage<TransactionToken>()

/** The open transaction of the code running now, if any (see SerializedSqliteClient). */
export function openTransaction(): TransactionToken | undefined {
  for (let t = transactionScope.getStore(); t; t = t.parent) if (t.open) return t
  return undefined
}

/**
 * Marks the start of a Payload transaction in the operation that asks for it: called at the very
 * start of the adapter's beginTransaction, before any await, so that the token is the operation's
 * for the rest of it (AsyncLocalStorage follows the awaits that come after).
 */
export function enterTransaction(): void {
  transactionScope.enterWith({ open: false, parent: openTransaction() })
}
