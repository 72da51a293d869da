// `npm run fuzz -- --requests 100000 --seed N`: runs scripts/fuzz.ts (see that file).
import { spawn } from 'node:child_process'

import { root, scriptCommand } from './run.mjs'

const [command, args] = await scriptCommand('fuzz')
const child = spawn(command, [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 1))
