import { blocksToBlocks, hasBlockMarkup } from '../content/blocksToBlocks'
import { classicToBlocks } from '../content/classicToBlocks'
import type { ConvertContext } from '../content/context'
import { elementorToBlocks } from '../content/elementorToBlocks'
import { fitBlocks } from '../content/fitBlocks'
import { stripShortcodes } from '../content/shortcodes'
import { ownString } from '../ownString'
import { phpRecord } from '../wxr/phpValue'
import type { WxrComment, WxrItem, WxrSite } from '../wxr/types'
import { countOf } from '@/lib/countOf'
import { plainTitle } from '@/lib/html/titleHtml'

import { gmtDate } from './gmtDate'
import { headerHasSearch } from './headerHasSearch'
import { itemName } from './itemName'
import { isSiteRoot, itemPath } from './itemPath'
import { authorDisplayName, commentAuthorName, commentStatus, isComment, planComments } from './planComments'
import { formIdsOf, planForms } from './planForms'
import { mediaIndex, planMedia, type PlannedMedia } from './planMedia'
import { planMenu } from './planMenu'
import { planTerms } from './planTerms'
import { reportRef } from './reportRef'
import { emptyReport, type ImportReport } from './report'
import { siteRelative } from './siteRelative'
import type { CommentRef, CommentStatus, DocStatus, ImportPlan, PlannedDoc, PlannedItem } from './types'
import { uniquePostSlugs } from './uniquePostSlugs'

/** Post types read as content; attachments, forms and menus are read by their own planners. */
const CONTENT_TYPES = new Set(['post', 'page'])
/** WordPress's own bookkeeping types that carry nothing a visitor saw. */
const IGNORED_TYPES = new Set([
  'revision',
  'customize_changeset',
  'custom_css',
  'oembed_cache',
  'user_request',
  'wp_global_styles',
  'wp_navigation',
  'wp_template',
  'wp_template_part',
  'elementor_library',
  'e-landing-page',
  'elementor_snippet',
  'elementor_font',
  'elementor_icons',
])

export type PlanOptions = {
  /** Which attachments' files were found (by WordPress id); without it, all are assumed present. */
  available?: Set<number>
  /** When the import runs (ms), to tell scheduled items still to come from those whose date passed. */
  now?: number
}

export type Planner = {
  plan: ImportPlan
  /** An item's blocks and comments, converted (what could not be is added to the report); null for an item not imported. */
  planItem(item: WxrItem): PlannedItem | null
}

/**
 * Plans everything but the items' content from the export's records, which may be read light
 * (readWxr's `light`: no texts): what the writer stores before the articles, what it checks for
 * conflicts, and the report. Pure: a dry run is the same computation as a real one. The content
 * of each post and page is converted afterwards, one item at a time, by `planItem`, from the
 * export read again in full; the two readings give the same records but the dropped texts.
 */
export function planIndex(site: WxrSite, items: WxrItem[], options: PlanOptions = {}): Planner {
  const report = emptyReport()
  const siteUrl = site.baseBlogUrl || site.link || site.baseSiteUrl
  report.site = { title: site.title, url: siteUrl, wxrVersion: site.wxrVersion }
  // The report's lines come in the order these steps run: media, forms, items, slugs, menus, summary.
  const attachments = items.filter((i) => i.type === 'attachment')
  const media = availableMedia(planMedia(attachments, siteUrl, report), options.available, report)
  const findMedia = mediaIndex(media, siteUrl)
  const forms = planForms(items, siteUrl, site.language, report)
  const authorName = commentAuthorName(site.authors)
  const { docs, comments } = planDocs(items, siteUrl, findMedia, authorName, report)
  uniquePostSlugs(docs, report)
  const docsById = new Map(docs.map((d) => [d.wpId, d]))
  const menus = planMenu(
    items.filter((i) => i.type === 'nav_menu_item'),
    site.terms,
    docsById,
    siteUrl,
    report,
  )
  const { categories, tags } = planTerms(
    site.terms,
    items.filter((item) => CONTENT_TYPES.has(item.type) && docsById.has(item.id)),
  )
  const authors = site.authors.map((a) => ({ wpId: a.id, login: a.login, name: authorDisplayName(a), email: a.email }))
  summarise(
    report,
    docs,
    comments,
    media.length,
    forms.length,
    categories.length,
    tags.length,
    authors.length,
    countMenu(menus.main),
    options.now ?? Date.now(),
  )
  if (menus.footer.length)
    report.mapping.push(`${menus.footer.length} enlaces del menú del pie → enlaces del pie de página`)
  const headerSearch = headerHasSearch(items)
  if (headerSearch) report.mapping.push('El buscador de la cabecera → «Buscador en la cabecera» del menú principal')

  const plan: ImportPlan = {
    site: { title: site.title, tagline: site.description, url: siteUrl },
    authors,
    categories,
    tags,
    media,
    forms,
    docs,
    comments,
    menu: menus.main,
    footerMenu: menus.footer,
    headerSearch,
    report,
  }
  const attachedTo = new Map<number, number[]>()
  for (const a of attachments) if (a.parent) attachedTo.set(a.parent, [...(attachedTo.get(a.parent) ?? []), a.id])
  const formIds = formIdsOf(forms)
  const commentIds = new Set(comments.map((c) => c.wpId))
  const authorEmail = new Map(site.authors.map((a) => [a.login, a.email.toLowerCase()]))
  const authorId = new Map(site.authors.map((a) => [a.login, a.id]))
  return {
    plan,
    planItem(item) {
      const meta = docsById.get(item.id)
      if (!meta || !CONTENT_TYPES.has(item.type)) return null
      const ctx = contextFor(item, report, findMedia, formIds, attachedTo, siteUrl)
      const postAuthor = { id: authorId.get(item.creator), email: authorEmail.get(item.creator) }
      return {
        doc: { ...meta, ...itemBlocks(item, ctx) },
        comments: planComments(item, { commentIds, authorName, postAuthor }),
      }
    },
  }
}

/** The attachments whose files were found (all, without the list); the others go to the report. */
function availableMedia(
  media: PlannedMedia[],
  available: Set<number> | undefined,
  report: ImportReport,
): PlannedMedia[] {
  return media.filter((m) => {
    if (!available || available.has(m.wpId)) return true
    report.missingMedia.push({ itemId: m.wpId, title: m.title || m.filename, ref: `/wp-content/uploads/${m.file}` })
    return false
  })
}

/** The posts and pages to import (without their blocks) and their comments, in the export's order. */
function planDocs(
  items: WxrItem[],
  siteUrl: string,
  findMedia: (ref: number | string) => number | null,
  authorName: (c: WxrComment) => string,
  report: ImportReport,
): { docs: PlannedDoc[]; comments: CommentRef[] } {
  const docs: PlannedDoc[] = []
  const comments: CommentRef[] = []
  for (const item of items) {
    if (!imported(item, report)) continue
    docs.push(docMeta(item, siteUrl, findMedia))
    for (const c of item.comments) {
      if (isComment(c.type))
        comments.push({ wpId: c.id, postWpId: item.id, authorName: authorName(c), status: commentStatus(c.approved) })
    }
  }
  return { docs, comments }
}

/** An item's content as blocks: Elementor's data when Elementor built it, else its block markup or classic HTML. */
function itemBlocks(item: WxrItem, ctx: ConvertContext): Pick<PlannedDoc, 'blocks' | 'elementor'> {
  const elementorData = item.meta._elementor_edit_mode === 'builder' ? item.meta._elementor_data : undefined
  const fromElementor = elementorData ? elementorToBlocks(elementorData, ctx) : null
  const raw =
    fromElementor ??
    (hasBlockMarkup(item.content) ? blocksToBlocks(item.content, ctx) : classicToBlocks(item.content, ctx))
  return { blocks: fitBlocks(raw), elementor: fromElementor !== null }
}

/** Whether an item is a post or page to import; what is left out is reported. */
function imported(item: WxrItem, report: ImportReport): boolean {
  if (
    IGNORED_TYPES.has(item.type) ||
    item.type === 'attachment' ||
    item.type === 'wpcf7_contact_form' ||
    item.type === 'nav_menu_item'
  )
    return false
  if (!CONTENT_TYPES.has(item.type)) {
    report.skipped.push({
      itemId: item.id,
      title: itemName(item),
      reason: `tipo de contenido «${item.type}» que Revela no tiene`,
    })
    return false
  }
  if (item.status === 'trash' || item.status === 'auto-draft' || item.status === 'inherit') {
    report.skipped.push({
      itemId: item.id,
      title: itemName(item),
      reason: item.status === 'trash' ? 'en la papelera' : 'borrador automático',
    })
    return false
  }
  return true
}

/** A date as the studio reads it: «20/11/2031 a las 10:00» (Madrid time). */
const madrid = (iso: string) => {
  const date = new Date(iso)
  const day = date.toLocaleDateString('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
  const time = date.toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' })
  return `${day} a las ${time}`
}

function summarise(
  report: ImportReport,
  docs: PlannedDoc[],
  comments: CommentRef[],
  media: number,
  forms: number,
  categories: number,
  tags: number,
  authors: number,
  menu: number,
  now: number,
) {
  for (const d of docs) {
    if (d.status === 'scheduled') {
      report.notes.push(
        d.publishedAt && Date.parse(d.publishedAt) > now
          ? `«${plainTitle(d.title)}» (${d.wpId}) estaba programada: llega programada y se publicará sola el ${madrid(d.publishedAt)}.`
          : `«${plainTitle(d.title)}» (${d.wpId}) estaba programada para el ${d.publishedAt ? madrid(d.publishedAt) : '?'}, fecha que ya ha pasado: llega como borrador; publícala desde el panel si aún la quieres.`,
      )
    }
    if (d.hiddenBecause)
      report.notes.push(
        `«${plainTitle(d.title)}» (${d.wpId}) era ${d.hiddenBecause}: llega como borrador, no visible en el sitio.`,
      )
  }
  const posts = docs.filter((d) => d.kind === 'post')
  const pages = docs.filter((d) => d.kind === 'page')
  const byStatus = (s: CommentStatus) => comments.filter((c) => c.status === s).length
  report.counts = {
    entradas: posts.length,
    páginas: pages.length,
    medios: media,
    comentarios: comments.length,
    formularios: forms,
    categorías: categories,
    etiquetas: tags,
    autores: authors,
    'elementos de menú': menu,
  }
  const published = posts.filter((p) => p.status === 'published').length
  report.mapping = [
    `${countOf(posts.length, 'entrada → artículo', 'entradas → artículos')} (${countOf(published, 'publicado', 'publicados')}, ${posts.length - published} sin publicar)`,
    `${countOf(pages.length, 'página → página', 'páginas → páginas')} (${pages.filter((p) => p.elementor).length} de Elementor → secciones y bloques)`,
    `${countOf(media, 'adjunto → medio', 'adjuntos → medios')} en /wp-content/uploads/`,
    `${countOf(comments.length, 'comentario → comentario', 'comentarios → comentarios')} (${countOf(byStatus('approved'), 'aprobado', 'aprobados')}, ${countOf(byStatus('pending'), 'pendiente', 'pendientes')}, ${byStatus('spam')} spam, ${byStatus('trash')} en la papelera)`,
    `${countOf(forms, 'formulario de Contact Form 7 → formulario', 'formularios de Contact Form 7 → formularios')} (mismo id)`,
    `${countOf(categories, 'categoría', 'categorías')} y ${countOf(tags, 'etiqueta', 'etiquetas')}`,
    `${countOf(menu, 'elemento de menú', 'elementos de menú')} → menú principal`,
  ]
}

const countMenu = (items: ImportPlan['menu']): number => items.reduce((n, i) => n + 1 + countMenu(i.children), 0)

function contextFor(
  item: WxrItem,
  report: ImportReport,
  findMedia: (ref: number | string) => number | null,
  formIds: Map<string, number>,
  attachedTo: Map<number, number[]>,
  siteUrl: string,
): ConvertContext {
  const unknownCounts = new Map<string, ImportReport['unknown'][number]>()
  return {
    itemId: item.id,
    media: findMedia,
    form: (ref) => formIds.get(ref.trim()) ?? null,
    attachedTo: (id) => attachedTo.get(id) ?? [],
    href: (url) => siteRelative(url, siteUrl),
    unknown(kind, name, hidden) {
      const key = `${kind}:${name}:${hidden ? 'hidden' : 'kept'}`
      const entry = unknownCounts.get(key)
      if (entry) entry.count++
      else {
        const created = {
          kind,
          name: ownString(name),
          itemId: item.id,
          title: itemName(item),
          count: 1,
          ...(hidden ? { hidden } : {}),
        }
        unknownCounts.set(key, created)
        report.unknown.push(created)
      }
    },
    missing(ref) {
      // Cut from the item's content, which the report must not keep alive.
      report.missingMedia.push({ itemId: item.id, title: itemName(item), ref: reportRef(ref) })
    },
  }
}

/** A post or page as the index keeps it: everything but its blocks. */
function docMeta(item: WxrItem, siteUrl: string, findMedia: (ref: number | string) => number | null): PlannedDoc {
  const kind = item.type === 'page' ? 'page' : 'post'
  const pageSettings = phpRecord(item.meta._elementor_page_settings)
  let status: DocStatus = 'draft'
  let hiddenBecause: string | undefined
  if (item.status === 'publish' && !item.password) status = 'published'
  else if (item.status === 'future') status = 'scheduled'
  else if (item.status === 'publish') hiddenBecause = 'protegida con contraseña'
  else if (item.status === 'private') hiddenBecause = 'privada'
  const thumbnail = Number(item.meta._thumbnail_id)
  return {
    kind,
    wpId: item.id,
    title: item.title.trim() || '(sin título)',
    slug: item.slug || String(item.id),
    path: status === 'published' ? itemPath(item.link, siteUrl) : null,
    status,
    hiddenBecause,
    publishedAt: gmtDate(item.dateGmt) ?? gmtDate(item.date),
    authorLogin: item.creator,
    excerpt: stripShortcodes(item.excerpt)
      .replace(/[ \t]{2,}/g, ' ')
      .trim(),
    featuredImage: thumbnail > 0 ? findMedia(thumbnail) : null,
    parent: kind === 'page' && item.parent ? item.parent : null,
    menuOrder: item.menuOrder,
    categories: item.terms.filter((t) => t.domain === 'category').map((t) => t.slug),
    tags: item.terms.filter((t) => t.domain === 'post_tag').map((t) => t.slug),
    blocks: [],
    commentsOpen: item.commentStatus !== 'closed',
    hideTitle: pageSettings.hide_title === 'yes',
    // Whether Elementor built it (its data, dropped from a light reading, is kept as a mark).
    elementor: item.meta._elementor_edit_mode === 'builder' && item.meta._elementor_data !== undefined,
    front: kind === 'page' && status === 'published' && isSiteRoot(item.link, siteUrl),
  }
}
