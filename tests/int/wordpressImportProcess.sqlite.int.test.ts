import { copyFileSync, mkdtempSync, statSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/testPayload'

const FIXTURE = path.resolve('tests/fixtures/wordpress/export.xml')

/**
 * The admin's analysis and import run in a process of their own (importRunner → scripts/
 * wordpress-import-worker.mjs): the site's process stays free to answer, gets their progress and
 * their outcome, and says in one line why a run whose process died ended.
 */
describe('the admin’s WordPress import, in its own process (SQLite)', () => {
  let payload: Payload
  let runner: typeof import('@/wordpress/admin/server/importRunner')
  let live: typeof import('@/wordpress/admin/server/progressRecorder')

  beforeAll(async () => {
    // Nothing listens there: the revalidation after the import is refused at once.
    process.env.PORT = '1'
    ;({ payload } = await testPayload('sqlite'))
    runner = await import('@/wordpress/admin/server/importRunner')
    live = await import('@/wordpress/admin/server/progressRecorder')
  })
  afterAll(async () => {
    delete process.env.REVELA_IMPORT_HEAP_MB
    await payload?.destroy()
  })

  /** A run as the upload endpoint records it, with the fixture in its own folder of the imports' folder. */
  async function plannedRun() {
    const { importsDir } = await import('@/wordpress/admin/server/importFolder')
    const dir = mkdtempSync(path.join(await importsDir(), 'revela-upload-'))
    const file = path.join(dir, 'export.xml')
    copyFileSync(FIXTURE, file)
    const files = { dir, export: { name: 'export.xml', bytes: statSync(file).size, path: file } }
    const doc = await payload.create({
      collection: 'wordpress-imports',
      data: { source: 'export.xml', status: 'planned', files },
      overrideAccess: true,
    })
    return { id: doc.id, files }
  }

  /** Waits until the run's process is gone (the slot is free), noting the site's longest stall and the progress it heard. */
  async function whileItRuns() {
    let longestStall = 0
    let last = performance.now()
    const phases = new Set<string>()
    const started = performance.now()
    await new Promise<void>((resolve, reject) => {
      const tick = setInterval(() => {
        longestStall = Math.max(longestStall, performance.now() - last)
        last = performance.now()
        const id = runner.activeRun()?.id
        const progress = id ? live.liveProgress(id) : undefined
        if (progress) phases.add(progress.phase)
        if (!runner.activeRun()) resolve(clearInterval(tick))
        if (performance.now() - started > 170_000) reject(new Error('la importación no termina'))
      }, 20)
    })
    return { longestStall, phases }
  }

  it('analyses, then imports, in another process while the site’s own stays free to answer', async () => {
    const { id, files } = await plannedRun()
    expect(runner.claimSlot({ id, kind: 'analysis' })).toBe(true)
    runner.analyseInBackground(payload, id, files)
    const analysis = await whileItRuns()
    const analysed = await payload.findByID({ collection: 'wordpress-imports', id, overrideAccess: true })
    expect(analysed.error ?? null).toBe(null)
    expect((analysed.report as { mapping: string[] }).mapping.join('\n')).toContain('10 entradas → artículos')
    expect(analysis.phases).toContain('Leyendo la exportación')

    await payload.update({
      collection: 'wordpress-imports',
      id,
      data: { status: 'running', onConflict: 'stop' },
      overrideAccess: true,
    })
    expect(runner.claimSlot({ id, kind: 'import' })).toBe(true)
    runner.importInBackground(payload, id, files, 'stop')
    const run = await whileItRuns()
    const done = await payload.findByID({ collection: 'wordpress-imports', id, overrideAccess: true })
    expect(done.error ?? null).toBe(null)
    expect(done.status).toBe('done')
    expect((done.progress as { phase: string }).phase).toBe('Terminada (reinicia el sitio para ver el contenido)')
    expect(run.phases).toContain('Artículos')
    expect((await payload.findByID({ collection: 'posts', id: 1965, overrideAccess: true, draft: true })).title).toBe(
      'Sesiones de fotos: el precio del profesional',
    )
    // Converting and writing in this process stalled it for seconds; now it only hears about them.
    expect(Math.max(analysis.longestStall, run.longestStall)).toBeLessThan(500)
  }, 180_000)

  it('says in one line that a run ran out of memory, and how to give it more, when its process dies of it', async () => {
    process.env.REVELA_IMPORT_HEAP_MB = '16'
    const { id, files } = await plannedRun()
    expect(runner.claimSlot({ id, kind: 'analysis' })).toBe(true)
    runner.analyseInBackground(payload, id, files)
    await whileItRuns()
    const failed = await payload.findByID({ collection: 'wordpress-imports', id, overrideAccess: true })
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(
      /^El análisis de la exportación se ha quedado sin memoria \(16 MB\): .*REVELA_IMPORT_HEAP_MB=64/,
    )
  }, 180_000)
})
