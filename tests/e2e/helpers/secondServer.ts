import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NEXT_ENV, prepareCommand, serverCommand } from '../../../scripts/run.mjs'
import { createPostgresDatabase } from '../../support/postgresDatabase'
import { freePort } from './site'

export type SecondServer = {
  baseUrl: string
  adminEmail: string
  adminPassword: string
  /** The environment it runs with: a command run with it (the import CLI) works on its database. */
  env: NodeJS.ProcessEnv
  /** What it has printed so far. */
  log(): string
  /** The serving process's id (scripts/server.mjs), for its memory. */
  pid(): number
  /** Kills it as a power cut would (SIGKILL: no handler runs, nothing is flushed). */
  crash(): Promise<void>
  /** Starts it again on the same database, media folder, build and port. */
  restart(): Promise<void>
  stop(): Promise<void>
}

/**
 * The suite's build (.next-test) served by a second server (scripts/server.mjs) with a database, media
 * and data folder of its own (`dataDir` before the server starts: a test may mount a disk there), seeded with the demo, for tests that change the whole site (the WordPress import
 * replaces the demo). It runs from a copy of the build: a re-rendered page is written into the
 * build folder, and the suite's own server must never read this one's pages.
 */
export async function startSecondServer({
  postgres = false,
  env: extraEnv = {},
  beforeStart,
}: {
  postgres?: boolean
  env?: Record<string, string>
  /** Runs once the site is prepared, before it serves: given its DATA_DIR. */
  beforeStart?: (dataDir: string) => void
} = {}): Promise<SecondServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'revela-e2e-second-'))
  // On PostgreSQL, a database of its own on the test server, dropped when it stops.
  const database = postgres
    ? await createPostgresDatabase(`revela_e2e_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`)
    : null
  const distDir = `.next-test-${path.basename(dir)}`
  cpSync('.next-test', distDir, {
    recursive: true,
    filter: (src) => path.resolve(src) !== path.resolve('.next-test/cache'),
  })
  mkdirSync(path.join(distDir, 'cache'), { recursive: true })
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const adminEmail = 'admin@revela.test'
  const adminPassword = 'revela-e2e-segunda-clave'
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: database?.url ?? `file:${path.join(dir, 'second.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    DATA_DIR: path.join(dir, 'data'),
    PORT: String(port),
    SITE_URL: baseUrl,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: 'e2e-second-secret-e2e-second-secret-12',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    CAPTCHA_PROVIDER: 'none',
    ...NEXT_ENV,
    ...extraEnv,
  }
  const [command, args] = await prepareCommand()
  const prepared = spawnSync(command, args, { env, encoding: 'utf8', timeout: 300_000 })
  if (prepared.status !== 0)
    throw new Error(
      `Preparar la segunda base de datos falló:\n${prepared.stdout.slice(-2000)}\n${prepared.stderr.slice(-2000)}`,
    )
  beforeStart?.(env.DATA_DIR)
  let log = ''
  let server: ChildProcess
  /** Starts scripts/server.mjs on the folder and database and waits until it answers. */
  const launch = async () => {
    const [serve, serveArgs, memoryEnv] = serverCommand()
    server = spawn(serve, serveArgs, { env: { ...memoryEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    server.stdout?.on('data', (d) => (log += d))
    server.stderr?.on('data', (d) => (log += d))
    const deadline = Date.now() + 60_000
    while (
      !(await fetch(baseUrl + '/').then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`El segundo servidor no arrancó:\n${log.slice(-4000)}`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  await launch()
  return {
    baseUrl,
    adminEmail,
    adminPassword,
    env,
    log: () => log,
    pid: () => server.pid!,
    async crash() {
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGKILL')
      await exited
    },
    restart: launch,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r))
        server.kill('SIGTERM')
        await exited
      }
      if (process.env.E2E_SERVER_LOG) console.log(log)
      rmSync(distDir, { recursive: true, force: true })
      rmSync(dir, { recursive: true, force: true })
      await database?.drop()
    },
  }
}
