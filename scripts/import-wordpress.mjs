// `npm run import:wordpress -- export.xml …`: runs scripts/import-wordpress.ts (see that file).
import { run, scriptCommand } from './run.mjs'

const [command, args] = await scriptCommand('import-wordpress')
// As the site runs (outside production Payload would also regenerate src/payload-types.ts), and with
// SQLite's transactions on, which the site leaves off: the import is all or nothing.
await run(command, [...args, ...process.argv.slice(2)], { env: { NODE_ENV: 'production', REVELA_SQLITE_TRANSACTIONS: '1' } })
