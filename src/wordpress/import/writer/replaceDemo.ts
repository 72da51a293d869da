import type { Payload, PayloadRequest } from 'payload'

import { COOKIE_POLICY_PATH, PRIVACY_POLICY_PATH } from '@/lib/legalPaths'

import type { ImportPlan } from '../core/plan/planImport'

/** The demo's legal pages stay unless the export brings its own at the same address. */
const LEGAL = [PRIVACY_POLICY_PATH, COOKIE_POLICY_PATH, '/aviso-legal/'].map((p) => p.replace(/^\/|\/$/g, ''))

/**
 * Removes the demo studio (its articles and their comments, pages, forms, categories and photos)
 * inside the import's transaction. The legal pages the cookie banner and the comment form link to
 * are kept unless the export has pages at their addresses. Returns the demo's photo files, to be
 * deleted from disk once the import is stored.
 */
export async function replaceDemo(payload: Payload, req: PayloadRequest, plan: ImportPlan): Promise<string[]> {
  const incoming = new Set(plan.docs.filter((d) => d.kind === 'page').map((d) => d.path ?? d.slug))
  const keep = LEGAL.filter((p) => !incoming.has(p))
  const opts = { req, overrideAccess: true, context: { disableRevalidate: true } } as const
  await payload.db.deleteMany({ collection: 'comments', req, where: {} })
  await payload.delete({ collection: 'posts', where: {}, ...opts })
  await payload.delete({ collection: 'pages', where: { path: { not_in: keep } }, ...opts })
  await payload.delete({ collection: 'forms', where: {}, ...opts })
  await payload.delete({ collection: 'categories', where: {}, ...opts })
  const media = await payload.find({ collection: 'media', limit: 0, pagination: false, depth: 0, req, overrideAccess: true })
  const files = media.docs
    .flatMap((m) => [m.filename, ...Object.values((m.sizes ?? {}) as Record<string, { filename?: string | null }>).map((s) => s?.filename)])
    .filter((f): f is string => Boolean(f))
  // Rows only: the files go after the commit, so a failed import leaves the demo whole.
  await payload.db.deleteMany({ collection: 'media', req, where: {} })
  // The demo's made-up studio details must not stay on a real studio's site: emptied, to be filled in.
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      legalName: plan.site.title || null,
      taxId: null,
      registry: null,
      address: null,
      postalCode: null,
      email: null,
      phone: null,
      openingHours: null,
      socialProfiles: [],
    } as never,
    ...opts,
  })
  await payload.updateGlobal({ slug: 'footer', data: { text: plan.site.tagline || null } as never, ...opts })
  plan.report.notes.push(
    'Se han vaciado los datos de contacto y legales de la demostración (razón social, NIF, dirección, teléfono, correo, redes): complétalos en Ajustes del sitio.',
  )
  plan.report.notes.push(
    `El sitio solo tenía el estudio de demostración: se ha sustituido por el contenido importado${keep.length ? ` (se conservan las páginas legales ${keep.map((p) => `/${p}/`).join(', ')}; revísalas)` : ''}.`,
  )
  return files
}
