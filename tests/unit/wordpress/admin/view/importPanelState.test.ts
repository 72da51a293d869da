import { describe, expect, it } from 'vitest'

import type { ImportStatus } from '@/wordpress/admin/core/importStatus'
import { toImportStatus } from '@/wordpress/admin/core/importStatus'
import { initialPanelState, panelReducer } from '@/wordpress/admin/view/importPanelState'

const run = (status: 'planned' | 'running' | 'done' | 'failed', report: unknown = null): ImportStatus =>
  toImportStatus({
    id: 7,
    status,
    report,
    createdAt: '2026-11-25T10:00:00Z',
    progress: { phase: 'Leyendo la exportación', done: 5, total: 10, at: '' },
    files: { dir: '/srv/datos/x', export: { name: 'export.xml', bytes: 10, path: '/srv/datos/x/abc' } },
  })

describe('the importer panel', () => {
  it('opens on the latest run, or on the form when there is none', () => {
    expect(initialPanelState(null).screen).toBe('form')
    expect(initialPanelState(run('running')).screen).toBe('run')
  })

  it('tells an analysing run from one ready to confirm, and never shows where the server keeps the files', () => {
    expect(run('planned').stage).toBe('analysing')
    expect(run('planned', { mapping: [] }).stage).toBe('ready')
    expect(JSON.stringify(run('planned'))).not.toContain('/srv/datos')
  })

  it('goes from the upload to the run, and keeps the form when a late poll answers', () => {
    const uploading = panelReducer(initialPanelState(null), { type: 'uploadProgress', loaded: 1, total: 2 })
    expect(uploading.request).toEqual({ kind: 'uploading', loaded: 1, total: 2 })
    expect(panelReducer(uploading, { type: 'runReceived', run: run('planned') }).screen).toBe('run')
    const form = panelReducer(initialPanelState(run('done')), { type: 'newImport' })
    expect(panelReducer(form, { type: 'runReceived', run: run('done') }).screen).toBe('form')
  })

  it('keeps a refusal until the next request', () => {
    const refused = panelReducer(initialPanelState(run('planned', {})), {
      type: 'requestRefused',
      message: 'Ya hay una importación en marcha',
    })
    expect(refused.request).toEqual({ kind: 'refused', message: 'Ya hay una importación en marcha' })
    expect(panelReducer(refused, { type: 'startRequested' }).request.kind).toBe('starting')
  })
})
