import type { Payload, PayloadRequest } from 'payload'

import { DEMO_FOOTER_TEXT, DEMO_STUDIO } from '@/seed/seedGlobals'

import type { ImportPlan } from '../core/plan/planImport'
import type { DemoLeftovers } from './demoLeftovers'

/** A menu item or footer link as the globals store them. */
export type MenuLink = {
  label?: string | null
  reference?: { relationTo: string; value: unknown } | null
  children?: MenuLink[] | null
  grandchildren?: MenuLink[] | null
} & Record<string, unknown>

/** What replaceDemo removed that the import still needs: the photos' files, and the menu's and footer's links before. */
export type Replaced = { files: string[]; links: { header: MenuLink[]; footer: MenuLink[] } }

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The demo's made-up details still in the settings: each is emptied (the legal name becomes the site's title). */
function demoDetails(settings: Record<string, unknown>, siteTitle: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of [
    'legalName',
    'taxId',
    'registry',
    'address',
    'postalCode',
    'email',
    'phone',
    'openingHours',
  ] as const)
    if (same(settings[key], DEMO_STUDIO[key])) out[key] = key === 'legalName' ? siteTitle || null : null
  const profiles = ((settings.socialProfiles as { network?: string; url?: string }[] | null) ?? []).map((p) => ({
    network: p.network,
    url: p.url,
  }))
  if (profiles.length && same(profiles, DEMO_STUDIO.socialProfiles)) out.socialProfiles = []
  return out
}

/**
 * Removes the demo studio's untouched content (demoLeftovers) inside the import's transaction —
 * its articles with their comments, pages, forms, categories and photo rows — and empties the
 * demo's made-up contact details still in the settings. What the owner changed or uses stays.
 * Returns the removed photos' files, to be deleted once the import is stored.
 */
export async function replaceDemo(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  demo: DemoLeftovers,
): Promise<Replaced> {
  const opts = { req, overrideAccess: true, context: { disableRevalidate: true } } as const
  const ids = (list: { id: number }[]) => list.map((d) => d.id)
  // Removing a page takes its links out of the menu and the footer (references/server/pruneMenusAfterDelete):
  // kept as they were, to lead to the export's page at the same address once it is stored.
  const links = {
    header: ((await payload.findGlobal({ slug: 'header', depth: 0, req, overrideAccess: true })).items ??
      []) as MenuLink[],
    footer: ((await payload.findGlobal({ slug: 'footer', depth: 0, req, overrideAccess: true })).legalLinks ??
      []) as MenuLink[],
  }
  if (demo.posts.length) {
    await payload.db.deleteMany({ collection: 'comments', req, where: { post: { in: ids(demo.posts) } } })
    await payload.delete({ collection: 'posts', where: { id: { in: ids(demo.posts) } }, ...opts })
  }
  if (demo.pages.length) await payload.delete({ collection: 'pages', where: { id: { in: ids(demo.pages) } }, ...opts })
  if (demo.forms.length) await payload.delete({ collection: 'forms', where: { id: { in: ids(demo.forms) } }, ...opts })
  if (demo.categories.length)
    await payload.delete({ collection: 'categories', where: { id: { in: ids(demo.categories) } }, ...opts })
  let files: string[] = []
  if (demo.media.length) {
    const media = await payload.find({
      collection: 'media',
      where: { id: { in: ids(demo.media) } },
      pagination: false,
      limit: 0,
      depth: 0,
      req,
      overrideAccess: true,
    })
    files = media.docs
      .flatMap((m) => [
        m.filename,
        ...Object.values((m.sizes ?? {}) as Record<string, { filename?: string | null }>).map((s) => s?.filename),
      ])
      .filter((f): f is string => Boolean(f))
    // Rows only: the files go after the commit, so a failed import leaves the demo whole.
    await payload.db.deleteMany({ collection: 'media', req, where: { id: { in: ids(demo.media) } } })
  }
  // The demo's made-up studio details must not stay on a real studio's site: emptied, to be filled in.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
  const details = demoDetails(settings as unknown as Record<string, unknown>, plan.site.title)
  if (Object.keys(details).length) {
    await payload.updateGlobal({ slug: 'site-settings', data: details as never, ...opts })
    plan.report.notes.push(
      'Se han vaciado los datos de contacto y legales de la demostración que seguían en Ajustes del sitio (razón social, NIF, dirección, teléfono, correo, redes): complétalos allí.',
    )
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, req, overrideAccess: true })
  if (same(footer.text, DEMO_FOOTER_TEXT))
    await payload.updateGlobal({ slug: 'footer', data: { text: plan.site.tagline || null } as never, ...opts })
  if (demo.everything)
    plan.report.notes.push(
      'El sitio solo tenía el estudio de demostración: se ha sustituido por el contenido importado.',
    )
  const removed = [
    ...demo.posts.map((d) => `el artículo «${d.name}»`),
    ...demo.pages.map((d) => `la página «${d.name}»`),
    ...demo.forms.map((d) => `el formulario «${d.name}»`),
    ...demo.categories.map((d) => `la categoría «${d.name}»`),
    ...demo.media.map((d) => `la foto ${d.name}`),
  ]
  if (removed.length)
    plan.report.notes.push(
      `Se ha quitado el contenido de demostración que no habías tocado: ${removed.join(', ')}. Lo que cambiaste o usas de la demostración se queda como tuyo.`,
    )
  // A site must keep its legal notices; the demo's are a model, still to be read for the studio.
  if (demo.legalKept.length)
    plan.report.notes.push(
      `Tu exportación no trae estas páginas legales: ${demo.legalKept.map((d) => `«${d.name}»`).join(', ')}. Se quedan las de la demostración, que son un modelo: léelas y adáptalas a tu estudio en Páginas (los datos del titular salen de Ajustes del sitio).`,
    )
  return { files, links }
}
