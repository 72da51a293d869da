import type { Endpoint } from 'payload'

import { toImportStatus } from '@/wordpress/admin/core/importStatus'
import { liveProgress } from '@/wordpress/admin/server/progressRecorder'
import { latestAdminRun } from '@/wordpress/admin/server/runRecords'

import { adminGate, methodNotAllowed } from './adminGate'

/**
 * GET /api/wordpress-imports/current: the latest run started from the admin, whatever its stage,
 * so the view finds a running import again after a reload. Admins only.
 */
export const currentEndpoint: Endpoint[] = [
  {
    path: '/current',
    method: 'get',
    handler: async (req) => {
      const refused = adminGate(req, { write: false })
      if (refused) return refused
      const doc = await latestAdminRun(req.payload)
      const live = doc ? liveProgress(doc.id) : undefined
      return Response.json(
        { import: doc ? toImportStatus(live ? { ...doc, progress: live } : doc) : null },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    },
  },
  ...methodNotAllowed('/current', 'get'),
]
