import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { userIsAdmin } from '@/access/isAdmin'

import { toImportStatus } from '../core/importStatus'
import { latestAdminRun } from '../server/runRecords'
import { ImportPanel } from './ImportPanel.client'
import './importView.css'

/**
 * /admin/importar-wordpress (Herramientas → Importar desde WordPress): the admin's own page for the
 * importer, in Payload's frame. Admins only; the endpoints check again on every request.
 */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const admin = userIsAdmin(req.user as { roles?: string[] } | null)
  const latest = admin ? await latestAdminRun(req.payload) : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {/* The breadcrumb names this page; without it Payload's reads «Escritorio» alone. */}
      <SetStepNav nav={[{ label: 'Importar desde WordPress' }]} />
      <Gutter className="revela-import">
        <h1 className="revela-import__title">Importar desde WordPress</h1>
        {admin ? (
          <ImportPanel initial={latest ? toImportStatus(latest) : null} />
        ) : (
          <p role="alert">
            Solo un administrador puede importar contenido desde WordPress. Pídeselo a quien administra el sitio.
          </p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
