// `npm run fuzz|backup|restore -- …`: runs scripts/{name}.ts (see each file), bundled by esbuild
// like the database preparation (scripts/run.mjs), in production mode as the site runs.
import { spawn } from 'node:child_process'

import { NEXT_ENV, root, scriptCommand } from './run.mjs'

const [name, ...rest] = process.argv.slice(2)
const [command, args] = await scriptCommand(name)
const child = spawn(command, [...args, ...rest], {
  cwd: root,
  stdio: 'inherit',
  env: { ...NEXT_ENV, ...process.env, NODE_ENV: 'production' },
})
child.on('exit', (code) => process.exit(code ?? 1))
