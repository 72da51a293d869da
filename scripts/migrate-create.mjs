// `npm run migrate:create -- name`: after changing collections, writes the migration for both
// databases (SQLite and PostgreSQL), which must stay in step. Commit what it writes.
import { readdirSync } from 'node:fs'

import { bin, run } from './run.mjs'

const name = process.argv[2] ?? 'cambio'
const postgres = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const migrations = (dialect) => new Set(readdirSync(new URL(`../src/migrations/${dialect}/`, import.meta.url)))

/**
 * Runs Payload's migrate:create for one database and checks that it wrote a file: on a SQLite file
 * it had to create first, Payload has been seen to end without writing one or saying so.
 */
async function create(dialect, label, databaseUrl) {
  for (let attempt = 1; attempt <= 2; attempt++) {
    console.log(`• Migración «${name}» para ${label}…`)
    const before = migrations(dialect)
    await run(bin('payload'), ['migrate:create', name], { env: { DATABASE_URL: databaseUrl } })
    const written = [...migrations(dialect)].filter((file) => !before.has(file))
    if (written.length)
      return console.log(`  escrita: src/migrations/${dialect}/${written.find((f) => f.endsWith('.ts')) ?? written[0]}`)
  }
  console.error(
    `✗ Payload no escribió la migración para ${label}: ¿hay cambios en las colecciones? Revisa el esquema y vuelve a lanzarla.`,
  )
  process.exit(1)
}

await create('sqlite', 'SQLite', 'file:./data/migrate-create.db')
await create('postgres', 'PostgreSQL', postgres)
await run(bin('payload'), ['generate:types'])
console.log('• Listo: revisa y confirma src/migrations/ y src/payload-types.ts.')
