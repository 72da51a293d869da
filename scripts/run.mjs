// Small process helpers shared by the start, build and test scripts.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command with inherited output; resolves on exit 0, exits the process with its code otherwise. */
export function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
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

/** Runs the database preparation (migrations, first-start seed) under tsx. */
export const prepare = (env = {}) => run(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { env })

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
  // Prerendered pages carry absolute URLs and the database's content: a new SITE_URL, PORT or
  // DATABASE_URL needs a new build as much as new code does.
  for (const name of ['SITE_URL', 'PORT', 'DATABASE_URL']) hash.update(`${name}=${process.env[name] ?? ''}`)
  return hash.digest('hex')
}

export const buildStampFile = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'revela-source-hash')
