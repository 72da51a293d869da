// `npm run import:wordpress -- export.xml …`: runs scripts/import-wordpress.ts (see that file).
import { run, scriptCommand } from './run.mjs'

const [command, args] = await scriptCommand('import-wordpress')
await run(command, [...args, ...process.argv.slice(2)])
