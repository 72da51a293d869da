// The widgets' JavaScript, page by page (issue 6): what each demo page loads for each widget, as a
// returning visitor who also opens a photo where there is one (the lightbox loads on intent). A
// widget's files are found by a string only its code holds; a page without the widget must load 0.
import { pageWeight } from './weight.mjs'

/** Each widget: a string only its browser code contains, and its budget in KB gzip. */
export const WIDGETS = {
  lightbox: { marker: 'yarl__', budgetKb: 20 },
  carousel: { marker: 'data-carousel-ready', budgetKb: 10 },
  tabs: { marker: 'data-tabs-ready', budgetKb: 4 },
  motion: { marker: '.block-section__inner', budgetKb: 5 },
  sticky: { marker: 'has-stuck-top', budgetKb: 5 },
  progress: { marker: '[data-progress-value]', budgetKb: 5 },
  share: { marker: '[data-share-native]', budgetKb: 5 },
  payments: { marker: 'Redirigiendo a la pasarela', budgetKb: 5 },
  loop: { marker: 'data-loop-enhanced', budgetKb: 5 },
}

/**
 * The demo pages and the widgets each one holds (src/seed/content). The lightbox is every page with
 * a photo link (images link to their file), so it is found on the page, not listed here.
 */
export const WIDGET_PAGES = {
  '/': ['carousel', 'motion', 'loop'],
  '/book-de-fotos/': [],
  '/sesiones-de-fotos/': ['tabs', 'sticky'],
  '/sesiones-de-fotos/retrato/': ['payments'],
  '/sesiones-de-fotos-el-precio-del-profesional/': ['share', 'progress'],
  '/aviso-legal/': [],
}

/** Opens the first photo link in the lightbox and closes it, as a visitor would. */
async function openFirstPhoto(page) {
  const link = page.locator('a.lightbox-link').first()
  if ((await link.count()) === 0) return false
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  await link.click()
  await page.getByRole('dialog').first().waitFor({ timeout: 15000 })
  await page.keyboard.press('Escape')
  return true
}

/**
 * { [path]: { js_kb, widgets: { [name]: kb } } } for every demo page: the KB gzip of the scripts
 * holding each widget's code, present or not (an absent widget's figure must be 0).
 */
export async function widgetWeights(appUrl) {
  const markers = Object.values(WIDGETS).map((w) => w.marker)
  const pages = {}
  for (const path of Object.keys(WIDGET_PAGES)) {
    let photoLink = false
    const intent = async (page) => {
      photoLink = await openFirstPhoto(page)
    }
    const weight = await pageWeight(`${appUrl}${path}`, { markers, answerBanner: true, intent })
    const kbOf = (files) => Math.round((files.reduce((s, f) => s + f.gzip, 0) / 1024) * 10) / 10
    const js = weight.files.filter((f) => f.kind === 'js')
    const widgets = Object.fromEntries(
      Object.entries(WIDGETS).map(([name, w]) => [name, kbOf(js.filter((f) => f.markers.includes(w.marker)))]),
    )
    // The lightbox comes in several chunks (library, plugins, styles' loader) on the first photo
    // opened: what arrives then is its weight; its marker still finds it on pages that load it early.
    const afterIntent = kbOf(js.filter((f) => f.after_intent))
    widgets.lightbox = Math.max(widgets.lightbox, afterIntent)
    pages[path] = { js_kb: weight.js_kb, holds: [...WIDGET_PAGES[path], ...(photoLink ? ['lightbox'] : [])], widgets }
  }
  return pages
}

/**
 * Budget lines: each widget within its budget on every page that holds it, and 0 KB on the pages
 * that do not. Returns [key, label, pass, shown].
 */
export function widgetBudgets(pages) {
  const lines = []
  for (const [name, { budgetKb }] of Object.entries(WIDGETS)) {
    const holders = Object.keys(pages).filter((p) => pages[p].holds.includes(name))
    const others = Object.keys(pages).filter((p) => !holders.includes(p))
    const worst = Math.max(0, ...holders.map((p) => pages[p].widgets[name]))
    const loadedAtAll = holders.length > 0 && holders.every((p) => pages[p].widgets[name] > 0)
    const elsewhere = Math.max(0, ...others.map((p) => pages[p].widgets[name]))
    lines.push([
      `widget_${name}_kb`,
      `${name}: ≤ ${budgetKb} KB de JS gzip donde está (${holders.join(', ')})`,
      loadedAtAll && worst <= budgetKb,
      `${worst} KB${loadedAtAll ? '' : ' (¡no se encontró su código en alguna página que lo tiene!)'}`,
      worst,
      budgetKb,
    ])
    lines.push([
      `widget_${name}_elsewhere_kb`,
      `${name}: 0 KB en las páginas sin él`,
      elsewhere === 0,
      `${elsewhere} KB`,
      elsewhere,
      0,
    ])
  }
  return lines
}
