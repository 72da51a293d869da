/**
 * Payload's and its SQL adapters' internals, in one place: what the site reaches beyond Payload's
 * public API, each accessor naming the internal it relies on and checking its shape, so that an
 * upgrade that changes one fails here by name (tests/int/payloadInternals.*). No other file in
 * src/ casts `payload.db` or loads @payloadcms/drizzle's files.
 */
export { atomicUpdateOne } from './atomicUpdateOne'
export { drizzleOf, type DialectDrizzle, type PostgresDrizzle, type SqliteDrizzle } from './drizzleOf'
export { drizzleTables, type DrizzleTables } from './drizzleTables'
export { loadDrizzleWriter, type RowWriter, type ShapedRows } from './loadDrizzleWriter'
export { PayloadInternalChanged } from './payloadInternalChanged'
export { poolClients, postgresPool, type PgPool, type PgPoolClient } from './postgresPool'
export { replaceSqliteClient, sqliteClient } from './replaceSqliteClient'
export { transactionDrizzle } from './transactionDrizzle'
