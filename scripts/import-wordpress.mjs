// `npm run import:wordpress -- export.xml …`: runs scripts/import-wordpress.ts (see that file).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { NEXT_ENV, root } from './run.mjs'

/**
 * The import holds ~100 MB (the plan's index, one batch of articles, Payload): a capped heap makes
 * V8 collect as it goes instead of growing to several times that before it does, which keeps a
 * large export within its memory budget (bench/wordpressImport.mjs) at no cost in time. An export
 * with unusually large items may need more: REVELA_IMPORT_HEAP_MB raises it. The admin's import
 * process runs with the same flags (src/wordpress/admin/server/importRunner.ts).
 */
const HEAP_MB = Number(process.env.REVELA_IMPORT_HEAP_MB) || 160
/**
 * Beside the heap, what else the process's memory holds: V8's young generation (4 MB semi-spaces,
 * not 16: the import's garbage is short-lived and small) and glibc's malloc arenas (two, not one per
 * thread, whose fragments add up over a long run).
 */
const FLAGS = [`--max-old-space-size=${HEAP_MB}`, '--max-semi-space-size=4']

// Bundled in a process of its own (scripts/run.mjs's scriptCommand): esbuild's code would otherwise
// stay in this one, beside the import, for all its run.
const runMjs = pathToFileURL(path.join(root, 'scripts', 'run.mjs')).href
const bundled = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { scriptCommand } from '${runMjs}'; console.log(JSON.stringify(await scriptCommand('import-wordpress')))`,
  ],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
)
if (bundled.status !== 0) process.exit(bundled.status ?? 1)
const [command, args] = JSON.parse(bundled.stdout)
// As the site runs (outside production Payload would also regenerate src/payload-types.ts); its one
// transaction makes the import all or nothing, on SQLite as on PostgreSQL (see db/databaseAdapter).
const child = spawn(command, [...FLAGS, ...args, ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'pipe'],
  env: { ...NEXT_ENV, MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: 'production' },
})
let stderr = ''
let outOfMemory = false
child.stderr.setEncoding('utf8')
child.stderr.on('data', (chunk) => {
  // V8's report of running out of memory (it starts with its last garbage collections) is a stack
  // dump; the one line below says it instead.
  const at = chunk.indexOf('<--- Last few GCs')
  if (!outOfMemory && at >= 0) {
    outOfMemory = true
    process.stderr.write(chunk.slice(0, at))
  } else if (!outOfMemory) process.stderr.write(chunk)
  stderr = (stderr + chunk).slice(-32 * 1024)
})
child.on('exit', (code, signal) => {
  if (code === 0) process.exit(0)
  if (outOfMemory || /heap out of memory|Reached heap limit/.test(stderr)) {
    console.error(
      `✗ La importación se ha quedado sin memoria (${HEAP_MB} MB) y no ha importado nada: vuelve a lanzarla con REVELA_IMPORT_HEAP_MB=${HEAP_MB * 4}.`,
    )
    process.exit(1)
  }
  process.exit(code ?? (signal ? 1 : 0))
})
