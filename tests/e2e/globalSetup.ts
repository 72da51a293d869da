import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { NEXT_ENV, serverCommand } from '../../scripts/run.mjs'
import { startSmtpTestServer } from '../support/smtpTestServer'
import { startStripeStandIn } from '../support/stripeStandIn'

import { compileElsewhere } from './helpers/compileElsewhere'
import { freePort } from './helpers/site'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    adminEmail: string
    adminPassword: string
    /** Where the test SMTP server writes each message it receives, one JSON file per message. */
    mailDir: string
    /** The Stripe stand-in's API address; GET {stripeApiBase}/__requests lists what it received. */
    stripeApiBase: string
    /** The server's process id, to read its memory (/proc/{pid}/status) while it works. */
    serverPid: number
    /** The server's media folder (MEDIA_DIR), for tests that put a file there as an attacker would. */
    mediaDir: string
  }
}

/**
 * Builds the site against a fresh, seeded SQLite database and serves it with scripts/server.mjs, as
 * `npm start` does, in a build folder of its own (.next-test) so a developer's build is untouched.
 * The build is compiled elsewhere and copied here, as on a server too small to compile.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'revela-e2e-'))
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const adminEmail = 'admin@revela.test'
  const adminPassword = 'revela-e2e-clave'
  // A real SMTP server receives the site's mail; tests read what it got from mailDir.
  const smtp = await startSmtpTestServer()
  const mailDir = path.join(dir, 'mail')
  mkdirSync(mailDir)
  let written = 0
  const mailWriter = setInterval(() => {
    for (; written < smtp.received.length; written++) {
      const { headers, ...mail } = smtp.received[written]!
      writeFileSync(
        path.join(mailDir, `${String(written).padStart(4, '0')}.json`),
        JSON.stringify({ ...mail, headers: Object.fromEntries(headers) }),
      )
    }
  }, 100)
  // Stripe is outside this machine: a local stand-in answers its Checkout API. It must run before the
  // build, since pages are prerendered with their payment buttons enabled or not.
  const stripe = await startStripeStandIn()
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    GALLERIES_DIR: path.join(dir, 'galleries'),
    PORT: String(port),
    SITE_URL: baseUrl,
    NEXT_DIST_DIR: '.next-test',
    PAYLOAD_SECRET: 'e2e-secret-e2e-secret-e2e-secret-1234',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SMTP_URL: smtp.url,
    // Every browser of the run posts from the same address; the limit's own test names others in
    // X-Forwarded-For, believed from this machine as it would be from nginx in front.
    POST_RATE_LIMIT: '300',
    TRUST_PROXY: 'loopback',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_BASE: stripe.apiBase,
    PAYPAL_ACCOUNT: 'pagos@revela.test',
    PAYPAL_SANDBOX: '1',
    ...NEXT_ENV,
  }
  const step = (label: string, [command, args]: [string, string[]]) => {
    console.log(`[e2e] ${label}…`)
    const started = Date.now()
    const result = spawnSync(command, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 1_200_000,
    })
    if (result.status !== 0) {
      throw new Error(`[e2e] ${label} falló:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`)
    }
    console.log(`[e2e] ${label}: ${Math.round((Date.now() - started) / 1000)} s`)
    return result.stdout
  }
  console.log('[e2e] Compilando el sitio en otra carpeta, como en otra máquina…')
  const compiling = Date.now()
  compileElsewhere({ siteUrl: baseUrl, distDir: env.NEXT_DIST_DIR })
  console.log(`[e2e] Compilado y copiado: ${Math.round((Date.now() - compiling) / 1000)} s`)
  // What a small server runs on the copied compilation: the database's preparation and its pages.
  const built = step('Migrando, sembrando y generando las páginas (npm run build)', [
    process.execPath,
    ['scripts/build.mjs'],
  ])
  // Compiling here too would hide a compilation that cannot be moved (a path or a setting in its stamp).
  if (!built.includes('no se repite'))
    throw new Error(`[e2e] npm run build volvió a compilar la compilación copiada:\n${built.slice(-4000)}`)

  // As `npm start` runs it, with its memory settings: the fuzz test measures its memory.
  const [serve, serveArgs, memoryEnv] = serverCommand()
  const server: ChildProcess = spawn(serve, serveArgs, {
    env: { ...memoryEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout?.on('data', (d) => (log += d))
  server.stderr?.on('data', (d) => (log += d))
  const deadline = Date.now() + 60_000
  for (;;) {
    const ok = await fetch(baseUrl + '/').then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`[e2e] El servidor no arrancó:\n${log.slice(-4000)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  console.log(`[e2e] Sirviendo en ${baseUrl}`)
  project.provide('baseUrl', baseUrl)
  project.provide('adminEmail', adminEmail)
  project.provide('adminPassword', adminPassword)
  project.provide('mailDir', mailDir)
  project.provide('stripeApiBase', stripe.apiBase)
  project.provide('serverPid', server.pid!)
  project.provide('mediaDir', env.MEDIA_DIR)

  return async () => {
    clearInterval(mailWriter)
    await smtp.stop()
    await stripe.close()
    server.kill('SIGTERM')
    if (process.env.E2E_SERVER_LOG) console.log(log)
  }
}
