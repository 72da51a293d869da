import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { watchedVersions } from '../../scripts/advisories.mjs'
import { startAdvisoryServiceStandIn, type AdvisoryServiceStandIn } from '../support/advisoryServiceStandIn'

/**
 * `npm run audit` and `npm run audit:update` as a developer runs them, with the real npm asking a
 * local stand-in for the registry's advisory service (security review, finding 14): a high
 * advisory on an installed production package fails the audit, whether the service answers or
 * only the committed list knows it. The advisory is invented for sanitize-html's installed version.
 */
describe('the dependency audit (security review, finding 14)', () => {
  const installed = JSON.parse(readFileSync('node_modules/sanitize-html/package.json', 'utf8')).version as string
  const advisory = {
    id: 1,
    url: 'https://avisos.test/GHSA-prueba',
    title: 'Aviso de prueba',
    severity: 'high',
    vulnerable_versions: `<=${installed}`,
  }
  let service: AdvisoryServiceStandIn
  const dir = mkdtempSync(path.join(tmpdir(), 'revela-audit-'))

  const run = (script: string, list: string) =>
    new Promise<{ status: number | null; output: string }>((resolve) => {
      const env = { ...process.env, npm_config_registry: service.registry, npm_config_cache: path.join(dir, 'cache') }
      execFile(
        process.execPath,
        [`scripts/${script}.mjs`, '--list', list],
        { env, timeout: 120_000 },
        (error, stdout) =>
          resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout }),
      )
    })

  beforeAll(async () => {
    service = await startAdvisoryServiceStandIn(
      { 'sanitize-html': [advisory] },
      { 'sanitize-html': [installed, '99.0.0'] },
    )
  })
  afterAll(() => service.close())

  it('asks about the production packages only and fails on a high advisory, one line for it', async () => {
    service.mode = 'answer'
    const audit = await run('audit-dependencies', path.join(dir, 'ninguna.json'))
    expect(audit.status, audit.output).toBe(1)
    expect(audit.output).toMatch(
      new RegExp(
        `ALTA +sanitize-html ${installed.replaceAll('.', '\\.')} — Aviso de prueba — https://avisos.test/GHSA-prueba — arreglo: `,
      ),
    )
    expect(audit.output).toContain('1 aviso de gravedad alta o crítica')
    const asked = service.asked.at(-1)!
    expect(asked.next).toEqual([watchedVersions().next])
    expect(asked).not.toHaveProperty('vitest')
  })

  it('writes the dated list from the answer, and the audit falls back to it when the service refuses', async () => {
    service.mode = 'answer'
    const list = path.join(dir, 'avisos.json')
    const update = await run('update-advisories', list)
    expect(update.status, update.output).toBe(0)
    const written = JSON.parse(readFileSync(list, 'utf8'))
    expect(written).toMatchObject({
      answered: true,
      source: `${service.registry}-/npm/v1/security/advisories/bulk`,
      versions: watchedVersions(),
    })
    expect(Date.now() - Date.parse(written.checkedAt)).toBeLessThan(120_000)
    expect(written.advisories).toEqual([
      expect.objectContaining({
        package: 'sanitize-html',
        severity: 'high',
        installed: [{ location: 'node_modules/sanitize-html', version: installed }],
      }),
    ])

    service.mode = 'refuse'
    const audit = await run('audit-dependencies', list)
    expect(audit.status, audit.output).toBe(1)
    expect(audit.output).toContain('no responde (405 Method Not Allowed')
    expect(audit.output).toContain('se usa la lista guardada')
    expect(audit.output).toMatch(/ALTA +sanitize-html .* — Aviso de prueba/)
    expect(audit.output).not.toContain('⚠')
  })

  it('without answer nor list, says so and exits 2; the update records the unanswered check and exits 1', async () => {
    service.mode = 'refuse'
    const list = path.join(dir, 'sin-respuesta.json')
    const audit = await run('audit-dependencies', list)
    expect(audit.status, audit.output).toBe(2)
    expect(audit.output).toContain('no hay lista guardada')

    const update = await run('update-advisories', list)
    expect(update.status, update.output).toBe(1)
    expect(existsSync(list)).toBe(true)
    expect(JSON.parse(readFileSync(list, 'utf8'))).toMatchObject({
      answered: false,
      advisories: null,
      versions: watchedVersions(),
    })
    const fallback = await run('audit-dependencies', list)
    expect(fallback.status, fallback.output).toBe(0)
    expect(fallback.output).toContain('no se sabe si esas versiones tienen avisos')
    expect(fallback.output).toContain('la comprobación está incompleta')
  })
})
