import { describe, expect, it } from 'vitest'

import { STALE_MS, type StoredProgress, toImportStatus } from '@/wordpress/admin/core/importStatus'

const NOW = Date.parse('2026-11-27T20:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()

const doneRun = (progress: StoredProgress) =>
  toImportStatus(
    { id: 3, status: 'done', createdAt: ago(600_000), finishedAt: ago(20_000), progress, report: { mapping: [] } },
    NOW,
  )

describe('a committed import, as the admin view sees it', () => {
  it('is still running while its indexes and the site are brought up to date', () => {
    // The record says «done» at the import's commit; the search index is still being built.
    const run = doneRun({ phase: 'Índice de búsqueda', done: 800, total: 2500, at: ago(1000) })
    expect(run.stage).toBe('running')
    expect(run.phase).toBe('Índice de búsqueda')
    expect(doneRun({ phase: 'Actualizando el sitio', done: 0, total: 0, at: ago(2000) }).stage).toBe('running')
  })

  it('is done at its last phase', () => {
    expect(doneRun({ phase: 'Terminada', done: 0, total: 0, at: ago(10), final: true }).stage).toBe('done')
  })

  it('is done when the server that finished it stopped before its last phase: what it imported is stored', () => {
    expect(doneRun({ phase: 'Actualizando el sitio', done: 0, total: 0, at: ago(STALE_MS + 1000) }).stage).toBe('done')
  })
})
