import { open } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint } from 'payload'

import { parseMultipart, type ParsedPost, PostRejected } from '@/lib/http/parseMultipart'
import { formatBytes, IMPORT_LIMITS } from '@/wordpress/admin/core/importLimits'
import { type StoredFiles, toImportStatus } from '@/wordpress/admin/core/importStatus'
import { importsDir } from '@/wordpress/admin/server/importFolder'
import { activeRun, analyseInBackground, claimSlot, releaseSlot } from '@/wordpress/admin/server/importRunner'
import { BUSY_MESSAGE, discardPlannedRuns, importBusy } from '@/wordpress/admin/server/runRecords'

import { adminGate, jsonError, methodNotAllowed } from './adminGate'

const LIMITS = {
  maxBodyBytes: IMPORT_LIMITS.exportBytes + IMPORT_LIMITS.zipBytes + 1024 * 1024,
  maxFieldBytes: 1024,
  maxFields: 5,
  maxFiles: 2,
  maxFileBytes: IMPORT_LIMITS.zipBytes,
}
const TOO_LARGE = `Los archivos son demasiado grandes: la exportación admite hasta ${formatBytes(IMPORT_LIMITS.exportBytes)} y el .zip de medios hasta ${formatBytes(IMPORT_LIMITS.zipBytes)}.`

/**
 * POST /api/wordpress-imports/upload (multipart: `exportacion`, the .xml; optional `medios`, a .zip
 * of wp-content/uploads): stores both in a private folder under the data folder, records a planned
 * run and starts its dry run beside the server; answers 202 with the run, whose report the view
 * then polls for. Admins only, from this site's pages; refused while another run is working.
 */
export const uploadEndpoints: Endpoint[] = [
  {
    path: '/upload',
    method: 'post',
    handler: async (req) => {
      const refused = adminGate(req, { write: true })
      if (refused) return refused
      if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? ''))
        return jsonError('Envía los archivos con el formulario de subida (multipart/form-data).', 415)
      if ((await importBusy(req.payload)) || !claimSlot({ id: 0, kind: 'analysis' }))
        return jsonError(BUSY_MESSAGE, 409)
      let post: ParsedPost | null = null
      let started = false
      try {
        try {
          post = await parseMultipart(req as unknown as Request, { limits: LIMITS, parentDir: await importsDir() })
        } catch (error) {
          if (error instanceof PostRejected)
            return jsonError(
              error.status === 413 ? TOO_LARGE : 'La subida llegó incompleta o dañada: vuelve a intentarlo.',
              error.status,
            )
          throw error
        }
        const xml = post.files.find((f) => f.field === 'exportacion')
        const zip = post.files.find((f) => f.field === 'medios')
        if (!xml)
          return jsonError('Falta la exportación de WordPress (el archivo .xml de Herramientas → Exportar).', 400)
        if (post.files.some((f) => f.field !== 'exportacion' && f.field !== 'medios'))
          return jsonError(
            'La subida lleva archivos que no se esperaban: solo la exportación .xml y, si quieres, el .zip de medios.',
            400,
          )
        if (xml.size > IMPORT_LIMITS.exportBytes)
          return jsonError(
            `La exportación pasa de ${formatBytes(IMPORT_LIMITS.exportBytes)}: exporta por partes desde WordPress (por tipo de contenido o por fechas).`,
            413,
          )
        if (zip && !(await looksLikeZip(zip.tmpPath)))
          return jsonError(
            'El archivo de medios no es un .zip: comprime la carpeta wp-content/uploads en formato ZIP.',
            400,
          )

        await discardPlannedRuns(req.payload)
        const files: StoredFiles = {
          dir: path.dirname(xml.tmpPath),
          export: { name: displayName(xml.name, 'exportacion.xml'), bytes: xml.size, path: xml.tmpPath },
          ...(zip
            ? { uploads: { name: displayName(zip.name, 'medios.zip'), bytes: zip.size, path: zip.tmpPath } }
            : {}),
        }
        const doc = await req.payload.create({
          collection: 'wordpress-imports',
          data: {
            source: files.export.name,
            status: 'planned',
            startedBy: req.user!.id as number,
            files,
            progress: { phase: 'En cola', done: 0, total: 0, at: new Date().toISOString() },
          },
          overrideAccess: true,
          depth: 0,
        })
        activeRun()!.id = doc.id
        analyseInBackground(req.payload, doc.id, files)
        started = true
        return Response.json({ import: toImportStatus(doc) }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
      } finally {
        if (!started) {
          releaseSlot()
          await post?.cleanup()
        }
      }
    },
  },
  ...methodNotAllowed('/upload', 'post'),
]

/** A .zip starts with a local file header, or with the end record when it is empty. */
async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0)
    return (
      bytesRead === 4 &&
      buffer[0] === 0x50 &&
      buffer[1] === 0x4b &&
      (buffer[2] === 3 || buffer[2] === 5) &&
      (buffer[3] === 4 || buffer[3] === 6)
    )
  } finally {
    await handle.close()
  }
}

/** The name the admin gave the file, for showing only (the file is stored under a random name). */
const displayName = (name: string, fallback: string) =>
  path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f]/g, '')
    .slice(0, 200) || fallback
