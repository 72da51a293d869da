// Small process helpers shared by the start, build and test scripts.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Next's own habits we turn off: telemetry (no data leaves for Vercel) and rewriting
 * package-lock.json during the build to add other platforms' compiler packages (it reaches out to
 * the registry and leaves the work tree changed).
 */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' }

/** Runs a command with inherited output; resolves on exit 0, exits the process with its code otherwise. */
export function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      env: { ...NEXT_ENV, ...process.env, ...env },
    })
    let out = ''
    child.stdout?.on('data', (d) => (out += d))
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(out)
      if (quiet) process.stdout.write(out)
      process.exit(code ?? (signal ? 1 : 0))
    })
  })
}

/**
 * A TypeScript script of scripts/ as a command: bundled by esbuild (0.2 s; packages stay external)
 * and run by Node after preload-lexical.mjs. The database preparation (migrations, first-start
 * seed) and the WordPress import run this way.
 * @returns {Promise<[string, string[]]>}
 */
export async function scriptCommand(name) {
  const outfile = await bundleScript(name)
  return [
    process.execPath,
    ['--import', pathToFileURL(path.join(root, 'scripts', 'preload-lexical.mjs')).href, outfile],
  ]
}

/**
 * Bundles scripts/{name}.ts (see scriptCommand) and answers the file to run. esbuild's service
 * process is stopped afterwards: it would otherwise stay beside the command for all its run.
 * @returns {Promise<string>}
 */
export async function bundleScript(name) {
  const { build, stop } = await import('esbuild')
  const outfile = path.join(root, 'node_modules', '.cache', 'revela', `${name}.mjs`)
  await build({
    entryPoints: [path.join(root, 'scripts', `${name}.ts`)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Next's subpath modules have no "exports" map; Node's ESM resolver needs their file name.
    alias: { 'next/cache': 'next/cache.js', 'next/headers': 'next/headers.js' },
    outfile,
    logLevel: 'error',
  })
  await stop()
  return outfile
}

/**
 * The serving process's heap, in MB. V8 sizes the heap from the machine's memory (4 GB on a 16 GB
 * machine) and lets garbage pile up toward that: the site lives in ~200 MB, yet a 10,000-request
 * fuzz run took the process past 1 GB. Capped, V8 collects as it goes (the same run peaks at 430 MB
 * and is as fast); on a 1 GB server V8 would pick 256 MB, too tight for an editor's busy moments.
 * REVELA_SERVER_HEAP_MB changes it (a very large site, a very small server).
 */
export function serverHeapMb() {
  const asked = process.env.REVELA_SERVER_HEAP_MB
  if (!asked) return 384
  const mb = Number(asked)
  if (!Number.isInteger(mb) || mb < 192) {
    console.error(
      `✗ REVELA_SERVER_HEAP_MB=${asked} no vale: indica los MB de memoria del servidor, un número entero de 192 o más (384 si no se define).`,
    )
    process.exit(1)
  }
  return mb
}

/**
 * scripts/server.mjs as a command with its memory settings, however it is started (npm start,
 * npm run serve, the tests):
 * - the heap above;
 * - V8's young generation at 4 MB per half (16 by default): the same throughput here (pages, the
 *   router's requests, the API), ~20 MB less; at 2 MB the router's requests lost 12 %;
 * - two malloc arenas instead of eight per core, and glibc's trim and mmap thresholds fixed at
 *   128 KB (by default they grow up to 32 MB with the largest block freed): memory freed by native
 *   code (sharp, SQLite, zlib) goes back to the system instead of staying in idle arenas. ~20 MB less
 *   after a load, the same throughput.
 * - the old generation grown by 15 % over what survived a full collection before the next one (V8
 *   picks up to ~35 % for this heap limit): under ten minutes of mixed load its peak went from
 *   257–266 MB to 243 MB, the pages' answers per second within the run's noise (±5 %).
 * Not `--optimize-for-size`: 60 MB less, but a third fewer answers per second off the page cache.
 * @returns {[string, string[], Record<string, string>]}
 */
export const serverCommand = (heapMb = serverHeapMb()) => [
  process.execPath,
  [
    `--max-old-space-size=${heapMb}`,
    '--max-semi-space-size=4',
    '--heap-growing-percent=15',
    path.join(root, 'scripts', 'server.mjs'),
  ],
  { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' },
]

/**
 * Whether this process was started with serverCommand's memory settings, as package.json's `start`
 * and `serve` start it (tests/unit/scripts/serverFlags.test.ts keeps the two in step): it can then
 * become the server itself, rather than stay beside it as a second Node process holding ~50 MB.
 */
function startedAsServer(heapMb) {
  const [, args, memoryEnv] = serverCommand(heapMb)
  const flags = args.filter((arg) => arg.startsWith('--'))
  return (
    flags.every((flag) => process.execArgv.includes(flag)) &&
    Object.entries(memoryEnv).every(([name, value]) => process.env[name] === value)
  )
}

/**
 * Serves the site (scripts/server.mjs) until it stops: in this very process when it was started
 * with the server's memory settings (npm start, npm run serve), else as a child given them (another
 * REVELA_SERVER_HEAP_MB, `node scripts/start.mjs`), whose stop for want of memory says what to do.
 */
export async function runServer(env = {}) {
  const heapMb = serverHeapMb()
  if (startedAsServer(heapMb)) {
    for (const [name, value] of Object.entries(NEXT_ENV)) process.env[name] ??= value
    Object.assign(process.env, env)
    await import('./server.mjs')
    return
  }
  const [command, args, memoryEnv] = serverCommand(heapMb)
  return new Promise(() => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...NEXT_ENV, ...memoryEnv, ...process.env, ...env },
    })
    // A service manager's stop reaches the site too; Ctrl+C reaches both already, and this process
    // waits for the site to finish its requests (scripts/server.mjs) before it exits with it.
    process.on('SIGTERM', () => child.kill('SIGTERM'))
    process.on('SIGINT', () => {})
    child.on('exit', (code, signal) => {
      // V8 aborts the process when its heap is full (after «JavaScript heap out of memory»).
      if (signal === 'SIGABRT' || code === 134)
        console.error(
          `✗ El servidor se ha detenido, probablemente sin memoria (${heapMb} MB): define REVELA_SERVER_HEAP_MB con más (p. ej. ${heapMb * 2}) y vuelve a arrancar.`,
        )
      process.exit(code ?? 1)
    })
  })
}

/** The database preparation as a command (see scriptCommand). */
export const prepareCommand = () => scriptCommand('prepare')

/** Runs the database preparation; exits the process with its code if it fails. */
export async function prepare(env = {}) {
  const [command, args] = await prepareCommand()
  return run(command, args, { env })
}

/**
 * A fingerprint of what the compiled code depends on: the code, and what next.config bakes into the
 * compilation (the security headers by the site's scheme, the build id, the server actions' key).
 * A compilation made on another machine is used here when this matches (scripts/buildPhases.mjs).
 */
export function compileHash() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name)
      // Relative: a compilation made in another folder or on another machine is the same one.
      if (statSync(full).isDirectory()) walk(full)
      else hash.update(path.relative(root, full)).update(readFileSync(full))
    }
  }
  walk(path.join(root, 'src'))
  for (const file of ['package-lock.json', 'next.config.ts', 'tsconfig.json']) {
    const full = path.join(root, file)
    if (existsSync(full)) hash.update(readFileSync(full))
  }
  hash.update(`SITE_URL=${siteUrl()}`)
  hash.update(`NEXT_DEPLOYMENT_ID=${process.env.NEXT_DEPLOYMENT_ID ?? ''}`)
  const actionsKey = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
  hash.update(
    `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${actionsKey ? createHash('sha256').update(actionsKey).digest('hex') : ''}`,
  )
  return hash.digest('hex')
}

/**
 * A fingerprint of everything a build depends on, to rebuild when the code changed since. Prerendered
 * pages carry absolute URLs, the database's content, the forms' CAPTCHA settings and whether the
 * payment buttons work: a change to any of these needs a new build as much as new code does. (Of the
 * Stripe key, only whether there is one: the stamp is a file on disk.) The port counts only where it
 * makes the site's address (no SITE_URL), so instances on other ports share one build.
 */
export function sourceHash() {
  const hash = createHash('sha256').update(compileHash())
  for (const name of ['DATABASE_URL', 'CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'PAYPAL_ACCOUNT', 'PAYPAL_SANDBOX'])
    hash.update(`${name}=${process.env[name] ?? ''}`)
  hash.update(`STRIPE_SECRET_KEY=${process.env.STRIPE_SECRET_KEY ? 'set' : ''}`)
  return hash.digest('hex')
}

const siteUrl = () => process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`

/** The build folder, relative to the project: next.config's distDir (the tests and `npm run serve` use their own). */
export const distDir = process.env.NEXT_DIST_DIR || '.next'

export const buildStampFile = path.join(root, distDir, 'revela-source-hash')
