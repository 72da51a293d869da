// `npm run migrate:create -- name`: after changing collections, writes the migration for both
// databases (SQLite and PostgreSQL), which must stay in step. Commit what it writes.
import { bin, run } from './run.mjs'

const name = process.argv[2] ?? 'cambio'
const postgres = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
console.log(`• Migración «${name}» para SQLite…`)
await run(bin('payload'), ['migrate:create', name], { env: { DATABASE_URL: 'file:./data/migrate-create.db' } })
console.log(`• Migración «${name}» para PostgreSQL…`)
await run(bin('payload'), ['migrate:create', name], { env: { DATABASE_URL: postgres } })
await run(bin('payload'), ['generate:types'])
console.log('• Listo: revisa y confirma src/migrations/ y src/payload-types.ts.')
