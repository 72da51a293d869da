import { stat } from 'node:fs/promises'

import type { Endpoint } from 'payload'

import type { StoredFiles } from '@/wordpress/admin/core/importStatus'
import { toImportStatus } from '@/wordpress/admin/core/importStatus'
import { claimSlot, importInBackground, releaseSlot } from '@/wordpress/admin/server/importRunner'
import { BUSY_MESSAGE, importBusy } from '@/wordpress/admin/server/runRecords'

import { adminGate, jsonError, methodNotAllowed } from './adminGate'

const CHOICES = ['stop', 'skip', 'update'] as const
const FILES_ELSEWHERE =
  'Los archivos subidos ya no están en este servidor. Vuelve a subirlos; si el sitio funciona con varias instancias, su carpeta de datos (DATA_DIR) tiene que ser compartida.'

/**
 * POST /api/wordpress-imports/:id/start {"onConflict": "stop"|"skip"|"update"}: confirms an
 * analysed run; the import goes on beside the server and answers 202 at once. Admins only, from
 * this site's pages, as JSON (which a cross-site form cannot send); one run at a time.
 */
export const startEndpoints: Endpoint[] = [
  {
    path: '/:id/start',
    method: 'post',
    handler: async (req) => {
      const refused = adminGate(req, { write: true })
      if (refused) return refused
      const id = Number(req.routeParams?.id)
      if (!Number.isSafeInteger(id) || id <= 0) return jsonError('Identificador de importación no válido.', 400)
      if (!req.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
        return jsonError('Envía la confirmación como JSON.', 415)
      const body = (await req.json?.().catch(() => {
        // A body that is not JSON carries no choice: it is answered with 400 just below.
        return null
      })) as { onConflict?: unknown } | null
      const onConflict = CHOICES.find((c) => c === body?.onConflict)
      if (!onConflict) return jsonError('Indica qué hacer ante conflictos: stop, skip o update.', 400)

      const doc = await req.payload.findByID({
        collection: 'wordpress-imports',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!doc) return jsonError('No se encuentra esa importación: vuelve a subir los archivos.', 404)
      if (doc.status !== 'planned' || !doc.report)
        return jsonError(
          'Esta importación no está lista para confirmarse: espera al informe o vuelve a subir los archivos.',
          409,
        )
      // With several instances the upload may have reached another one: its files are where it put
      // them, in its DATA_DIR, which must then be a folder they share (deploy/README.md).
      const files = doc.files as StoredFiles
      if (
        !(await stat(files.export.path).catch(() => {
          // The export is not on this instance's disk (the upload reached
          // another one, or it was removed): the 409 says so.
          return null
        }))
      )
        return jsonError(FILES_ELSEWHERE, 409)
      if ((await importBusy(req.payload)) || !claimSlot({ id, kind: 'import' })) return jsonError(BUSY_MESSAGE, 409)
      try {
        const running = await req.payload.update({
          collection: 'wordpress-imports',
          id,
          data: {
            status: 'running',
            onConflict,
            error: null,
            progress: { phase: 'Empezando', done: 0, total: 0, at: new Date().toISOString() },
          },
          overrideAccess: true,
          depth: 0,
        })
        importInBackground(req.payload, id, files, onConflict)
        return Response.json(
          { import: toImportStatus(running) },
          { status: 202, headers: { 'Cache-Control': 'no-store' } },
        )
      } catch (error) {
        releaseSlot()
        throw error
      }
    },
  },
  ...methodNotAllowed('/:id/start', 'post'),
]
