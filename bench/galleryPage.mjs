// A big gallery as its client opens it on a phone (issue 34): GALLERY_PAGE_PHOTOS photos
// (BENCH_GALLERY_PAGE_PHOTOS, 600 by default) uploaded and prepared as a studio's are, then the
// private link scored by Lighthouse (mobile: emulated phone, slow 4G, 4× CPU slowdown), the median
// of its runs, with the largest layout shift of any run. Part of bench/galleries.mjs, on its server.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { cameraPhotos, inParallel, PARALLEL_UPLOADS, tusUpload, waitForPrepared } from './galleryTools.mjs'
import { log } from './lib.mjs'
import { lighthouseScores } from './lighthouse.mjs'

export const GALLERY_PAGE_PHOTOS = Number(process.env.BENCH_GALLERY_PAGE_PHOTOS ?? 600)
/** The issue's figures for a 600-photo gallery: Lighthouse mobile performance and cumulative layout shift. */
export const GALLERY_PAGE_BUDGETS = { performance: 95, cls: 0 }

/**
 * A session's mix of shapes, smaller than a camera's: the page's cost is in its markup, its layout
 * and the few web sizes a phone fetches, which the preparation makes the same from any original
 * wider than the grid's widths; 600 camera files would take the worker an hour.
 */
const SHAPES = [
  { width: 2000, height: 1333, quality: 85, sigma: 10 },
  { width: 1333, height: 2000, quality: 85, sigma: 10 },
  { width: 2000, height: 1125, quality: 85, sigma: 10 },
  { width: 2000, height: 1333, quality: 85, sigma: 14 },
  { width: 1600, height: 1600, quality: 85, sigma: 10 },
]

/** Makes the gallery on the server at `baseUrl` (signed in as `api`, with `token` for tus) and scores its link. */
export async function measureGalleryPage({ baseUrl, api, token, dir, count = GALLERY_PAGE_PHOTOS }) {
  if (!(count > 0)) return null
  const sourceDir = path.join(dir, 'page-photos')
  mkdirSync(sourceDir, { recursive: true })
  const files = await cameraPhotos(sourceDir, count, SHAPES)
  const created = await api('/api/client-galleries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Boda de ${count} fotos`,
      client: { name: 'Cliente de prueba', email: 'cliente@revela.test' },
      downloads: 'web',
      selectionLimit: 40,
    }),
  })
  if (created.status !== 201) throw new Error(`Crear la galería respondió ${created.status}: ${await created.text()}`)
  const gallery = (await created.json()).doc
  const started = performance.now()
  await inParallel(files, PARALLEL_UPLOADS, (file) => tusUpload(baseUrl, token, gallery.id, file))
  await waitForPrepared(api, gallery.id, files.length)
  log(`  galería de ${count} fotos subida y preparada en ${Math.round((performance.now() - started) / 1000)} s`)
  const sent = await api(`/api/client-galleries/${gallery.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'sent' }),
  })
  if (sent.status !== 200) throw new Error(`Enviar la galería respondió ${sent.status}: ${await sent.text()}`)
  const url = `${baseUrl}/galeria-privada/${gallery.accessToken}`
  const html = await (await fetch(url)).text()
  const shown = (html.match(/class="cg-photo[ "]/g) ?? []).length
  if (shown !== count) throw new Error(`La galería muestra ${shown} de sus ${count} fotos.`)
  const scores = (await lighthouseScores([url]))[url]
  return {
    photos: count,
    html_kb: Math.round(Buffer.byteLength(html) / 1024),
    performance: scores.performance,
    runs: scores.runs,
    cls: Math.max(...scores.cls_runs),
    lcp_ms: scores.lcp_ms,
    tbt_ms: scores.tbt_ms,
    accessibility: scores.accessibility,
    failing: scores.failing,
  }
}

/** The report's line for these figures. */
export function galleryPageLine(r) {
  if (!r) return '    Galería grande en un móvil: omitida (BENCH_GALLERY_PAGE_PHOTOS=0)'
  return `    Galería de ${r.photos} fotos en un móvil (HTML ${r.html_kb} KB): Lighthouse rendimiento ${r.performance} (mediana de ${r.runs.join(', ')}), LCP ${r.lcp_ms} ms, TBT ${r.tbt_ms} ms, CLS máx. ${r.cls}, accesibilidad ${r.accessibility}${r.failing.length ? ` — por debajo: ${r.failing.join('; ')}` : ''}`
}

/** [key, label, pass, shown, value, limit] rows, as galleryBudgets gives them. */
export function galleryPageBudgets(r) {
  if (!r) return []
  return [
    [
      'gallery_page_performance',
      `Lighthouse móvil de una galería de ${r.photos} fotos ≥ ${GALLERY_PAGE_BUDGETS.performance}`,
      r.performance >= GALLERY_PAGE_BUDGETS.performance,
      String(r.performance),
      r.performance,
      GALLERY_PAGE_BUDGETS.performance,
    ],
    [
      'gallery_page_cls',
      `y su CLS = ${GALLERY_PAGE_BUDGETS.cls} en cada medición`,
      r.cls <= GALLERY_PAGE_BUDGETS.cls,
      String(r.cls),
      r.cls,
      GALLERY_PAGE_BUDGETS.cls,
    ],
  ]
}
