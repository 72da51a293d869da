import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * `npm start` as the README's production section has a host run it, on a public address: the
 * demo's admin password (admin@revela.test / revela-demo-2026) must never open a real site's admin.
 */
describe('npm start in production on a public SITE_URL (security review, finding 1)', () => {
  const start = (extra: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'revela-start-'))
    const database = path.join(dir, 'sitio.db')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SITE_URL: 'https://estudio-revela.es',
      PAYLOAD_SECRET: 'start-test-secret-start-test-secret-1234',
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: path.join(dir, 'media'),
      ADMIN_PASSWORD: '',
      ...extra,
    }
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { env, encoding: 'utf8', timeout: 120_000 })
    return { ...run, created: existsSync(database) }
  }

  it.each([
    ['without ADMIN_PASSWORD', {}, /ADMIN_PASSWORD no está definido/],
    ['with the demo’s password', { ADMIN_PASSWORD: 'revela-demo-2026' }, /ADMIN_PASSWORD es la de la demostración/],
    ['with a weak password', { ADMIN_PASSWORD: 'fotografia2026' }, /ADMIN_PASSWORD es demasiado fácil de adivinar/],
  ])('refuses to start %s, in one line, before creating any account', (_, extra, message) => {
    const run = start(extra)
    expect(run.status).not.toBe(0)
    const lines = run.stderr.trim().split('\n')
    expect(lines, run.stderr).toHaveLength(1)
    expect(lines[0]).toMatch(message)
    expect(run.created).toBe(false)
  })
})
