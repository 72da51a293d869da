import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'revela-import-cli-'))
const FIXTURE = path.resolve('tests/fixtures/wordpress/export.xml')
const env = {
  ...process.env,
  DATABASE_URL: `file:${path.join(dir, 'cli.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PAYLOAD_SECRET: 'cli-test-secret-cli-test-secret-1234',
  PORT: '1',
  // What it would default to; named, as production with REDIS_URL requires it.
  SITE_URL: 'http://localhost:1',
}
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/import-wordpress.mjs', ...args], { env, encoding: 'utf8', timeout: 180_000 })
const cliWith = (extra: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/import-wordpress.mjs', ...args], {
    env: { ...env, ...extra },
    encoding: 'utf8',
    timeout: 180_000,
  })

/** The command a studio runs: what it prints and how it exits. */
describe('npm run import:wordpress', () => {
  it('says what it is doing and reports a dry run, exiting 0', () => {
    const run = cli(FIXTURE, '--dry-run', '--report', path.join(dir, 'report.json'))
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Simulación (no se escribe nada)')
    expect(run.stdout).toMatch(/Leyendo la exportación: \d+,\d\/\d+,\d MB \(\d+,\d MB\/s\)/)
    expect(run.stdout).toContain('10 entradas → artículos')
    expect(run.stdout).toContain('Medios que faltan (')
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as { counts: Record<string, number> }
    expect(report.counts.entradas).toBe(10)
  }, 180_000)

  it('writes nothing on a dry run: no database file, no data folder, no secret', () => {
    const data = path.join(dir, 'sitio-nuevo')
    const run = cliWith(
      {
        DATA_DIR: data,
        DATABASE_URL: `file:${path.join(data, 'revela.db')}`,
        MEDIA_DIR: path.join(data, 'media'),
        PAYLOAD_SECRET: '',
      },
      FIXTURE,
      '--dry-run',
    )
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('aún no existe: la simulación no la crea')
    expect(run.stdout).toContain('10 entradas → artículos')
    expect(existsSync(data)).toBe(false)
  }, 180_000)

  it('dry-runs WordPress Importer’s own test exports as WordPress reads them, writing nothing', () => {
    const data = path.join(dir, 'sitio-de-prueba')
    for (const [file, articles] of [
      ['crazy-cdata.xml', '1 entrada → artículo (1 publicado, 0 sin publicar)'],
      ['wxr-utf-8-challenges.xml', '1 entrada → artículo'],
      ['theme-unit-test-data.xml', 'entradas → artículos'],
    ] as const) {
      const run = cliWith(
        { DATA_DIR: data, DATABASE_URL: `file:${path.join(data, 'revela.db')}`, MEDIA_DIR: path.join(data, 'media') },
        path.resolve('tests/fixtures/wordpress-importer', file),
        '--dry-run',
        '--report',
        path.join(dir, `${file}.json`),
      )
      expect(run.status, `${file}: ${run.stderr}`).toBe(0)
      expect(run.stderr, file).not.toMatch(/✗/)
      expect(run.stdout, file).toContain('Simulación (no se escribe nada)')
      expect(run.stdout, file).toContain(articles)
      expect(existsSync(data), file).toBe(false)
    }
    const theme = JSON.parse(readFileSync(path.join(dir, 'theme-unit-test-data.xml.json'), 'utf8')) as {
      counts: Record<string, number>
    }
    // The Theme Unit Test's published, private and draft posts, as WordPress's importer counts them.
    expect(theme.counts.entradas).toBeGreaterThan(40)
    expect(theme.counts.páginas).toBeGreaterThan(10)
  }, 180_000)

  it('fails with one line naming the cause and a non-zero exit', () => {
    const truncated = path.join(dir, 'cortada.xml')
    writeFileSync(truncated, readFileSync(FIXTURE, 'utf8').slice(0, 40_000))
    for (const [args, message] of [
      [[truncated], /cortado|dañado/],
      [[path.join(dir, 'no-existe.xml')], /No existe el archivo/],
      [[FIXTURE, '--on-conflict=quizas'], /--on-conflict admite stop, skip o update/],
      [[FIXTURE, '--media-from', 'http://127.0.0.1:9/'], /privada o local/],
      [[FIXTURE, '--category-base', 'temas/retratos'], /--category-base: Escribe solo la base, sin barras/],
      [[FIXTURE, '--tag-base=tag'], /--tag-base: «tag» ya es una dirección de Revela/],
      [[], /Falta el archivo de exportación/],
    ] as [string[], RegExp][]) {
      const run = cli(...args)
      expect(run.status, args.join(' ')).toBe(1)
      const lines = run.stderr.trim().split('\n')
      expect(lines, run.stderr).toHaveLength(1)
      expect(lines[0]).toMatch(/^✗ /)
      expect(lines[0]).toMatch(message)
    }
  }, 180_000)

  it('says in one line when the memory given to it runs out, and how to give it more', () => {
    const run = cliWith({ REVELA_IMPORT_HEAP_MB: '24' }, FIXTURE, '--dry-run')
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n'), run.stderr).toEqual([
      expect.stringMatching(/^✗ La importación se ha quedado sin memoria \(24 MB\).*REVELA_IMPORT_HEAP_MB=96/),
    ])
  }, 180_000)
})
