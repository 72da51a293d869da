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
  return [process.execPath, ['--import', pathToFileURL(path.join(root, 'scripts', 'preload-lexical.mjs')).href, outfile]]
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

/** The database preparation as a command (see scriptCommand). */
export const prepareCommand = () => scriptCommand('prepare')

/** Runs the database preparation; exits the process with its code if it fails. */
export async function prepare(env = {}) {
  const [command, args] = await prepareCommand()
  return run(command, args, { env })
}

/** A fingerprint of everything a build depends on, to rebuild when the code changed since. */
export function sourceHash() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else hash.update(full).update(readFileSync(full))
    }
  }
  walk(path.join(root, 'src'))
  for (const file of ['package-lock.json', 'next.config.ts', 'tsconfig.json']) {
    const full = path.join(root, file)
    if (existsSync(full)) hash.update(readFileSync(full))
  }
  // Prerendered pages carry absolute URLs, the database's content, the forms' CAPTCHA settings and
  // whether the payment buttons work: a change to any of these needs a new build as much as new
  // code does. (Of the Stripe key, only whether there is one: the stamp is a file on disk.) The port
  // counts only where it makes the site's address (no SITE_URL), so instances on other ports share
  // one build; the build id and the server actions' key are baked into the build.
  const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
  hash.update(`SITE_URL=${siteUrl}`)
  for (const name of ['DATABASE_URL', 'CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'PAYPAL_ACCOUNT', 'PAYPAL_SANDBOX', 'NEXT_DEPLOYMENT_ID'])
    hash.update(`${name}=${process.env[name] ?? ''}`)
  hash.update(`STRIPE_SECRET_KEY=${process.env.STRIPE_SECRET_KEY ? 'set' : ''}`)
  const actionsKey = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
  hash.update(`NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${actionsKey ? createHash('sha256').update(actionsKey).digest('hex') : ''}`)
  return hash.digest('hex')
}

export const buildStampFile = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'revela-source-hash')
