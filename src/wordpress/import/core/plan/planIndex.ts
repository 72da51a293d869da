import { blocksToBlocks, hasBlockMarkup } from '../content/blocksToBlocks'
import { classicToBlocks } from '../content/classicToBlocks'
import type { ConvertContext } from '../content/context'
import { elementorToBlocks } from '../content/elementorToBlocks'
import { fitBlocks } from '../content/fitBlocks'
import { stripShortcodes } from '../content/shortcodes'
import { cf7Form } from '../forms/cf7Form'
import { ownString } from '../ownString'
import { phpRecord } from '../wxr/phpValue'
import type { WxrComment, WxrItem, WxrSite } from '../wxr/types'
import { plainTitle } from '@/lib/html/titleHtml'

import { gmtDate } from './gmtDate'
import { headerHasSearch } from './headerHasSearch'
import { itemName } from './itemName'
import { isSiteRoot, itemPath } from './itemPath'
import { parentsFirstBy } from './parentsFirst'
import { mediaIndex, planMedia } from './planMedia'
import { planMenu } from './planMenu'
import { emptyReport, type ImportReport } from './report'
import { siteRelative } from './siteRelative'
import type { CommentRef, CommentStatus, DocStatus, ImportPlan, PlannedComment, PlannedDoc, PlannedItem } from './types'
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

const commentStatus = (approved: string): CommentStatus =>
  approved === '1' ? 'approved' : approved === '0' ? 'pending' : approved === 'spam' ? 'spam' : 'trash'
/** Comments a visitor wrote: pingbacks, trackbacks and notes of plugins are left out. */
const isComment = (type: string) => !type || type === 'comment'

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

  const attachments = items.filter((i) => i.type === 'attachment')
  const media = planMedia(attachments, siteUrl, report).filter((m) => {
    if (!options.available || options.available.has(m.wpId)) return true
    report.missingMedia.push({ itemId: m.wpId, title: m.title || m.filename, ref: `/wp-content/uploads/${m.file}` })
    return false
  })
  const findMedia = mediaIndex(media, siteUrl)
  const forms = items.filter((i) => i.type === 'wpcf7_contact_form' && i.status !== 'trash').map((item) => cf7Form(item, siteUrl, site.language))
  for (const form of forms) {
    if (form.notHonoured.length)
      report.forms.push({ id: form.wpId, title: String(form.data.title), reason: `ajustes adicionales que Revela no aplica: ${form.notHonoured.join(', ')}` })
    for (const t of form.translated)
      report.notes.push(
        `«${String(form.data.title)}» (${form.wpId}): el mensaje «${t.from}» de Contact Form 7 estaba en inglés en un formulario en español; pasa a su texto en español: «${t.to}».`,
      )
  }
  const formIds = new Map<string, number>()
  for (const form of forms) {
    formIds.set(String(form.wpId), form.wpId)
    if (form.hash) formIds.set(form.hash, form.wpId)
  }
  const attachedTo = new Map<number, number[]>()
  for (const a of attachments) if (a.parent) attachedTo.set(a.parent, [...(attachedTo.get(a.parent) ?? []), a.id])

  const docs: PlannedDoc[] = []
  const comments: CommentRef[] = []
  // A comment with no name of its own is a user's: WordPress shows the user's name (get_comment_author).
  const userNames = new Map(site.authors.map((a) => [a.id, a.displayName || [a.firstName, a.lastName].filter(Boolean).join(' ') || a.login]))
  const authorName = (c: WxrComment) => c.author.trim() || (c.userId ? userNames.get(c.userId)?.trim() : '') || 'Anónimo'
  for (const item of items) {
    if (!imported(item, report)) continue
    docs.push(docMeta(item, siteUrl, findMedia))
    for (const c of item.comments) {
      if (isComment(c.type)) comments.push({ wpId: c.id, postWpId: item.id, authorName: authorName(c), status: commentStatus(c.approved) })
    }
  }
  uniquePostSlugs(docs, report)
  const commentIds = new Set(comments.map((c) => c.wpId))

  const docsById = new Map(docs.map((d) => [d.wpId, d]))
  const { main: menu, footer: footerMenu } = planMenu(
    items.filter((i) => i.type === 'nav_menu_item'),
    site.terms,
    docsById,
    siteUrl,
    report,
  )
  const categories = site.terms
    .filter((t) => t.taxonomy === 'category')
    .map((t) => ({ wpId: t.id, name: t.name, slug: t.slug, description: t.description, parentSlug: t.parentSlug }))
  const tags = site.terms.filter((t) => t.taxonomy === 'post_tag').map((t) => ({ name: t.name, slug: t.slug }))
  // Terms used by items but missing from the channel's list (partial exports) still come across.
  const categorySlugs = new Set(categories.map((c) => c.slug))
  const tagSlugs = new Set(tags.map((t) => t.slug))
  for (const item of items) {
    if (!CONTENT_TYPES.has(item.type) || !docsById.has(item.id)) continue
    for (const t of item.terms) {
      if (t.domain === 'category' && !categorySlugs.has(t.slug)) {
        categorySlugs.add(t.slug)
        categories.push({ wpId: 0, name: t.name, slug: t.slug, description: '', parentSlug: '' })
      }
      if (t.domain === 'post_tag' && !tagSlugs.has(t.slug)) {
        tagSlugs.add(t.slug)
        tags.push({ name: t.name, slug: t.slug })
      }
    }
  }
  const authors = site.authors.map((a) => ({
    wpId: a.id,
    login: a.login,
    name: a.displayName || [a.firstName, a.lastName].filter(Boolean).join(' ') || a.login,
    email: a.email,
  }))
  summarise(report, docs, comments, media.length, forms.length, categories.length, tags.length, authors.length, countMenu(menu), options.now ?? Date.now())
  if (footerMenu.length) report.mapping.push(`${footerMenu.length} enlaces del menú del pie → enlaces del pie de página`)
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
    menu,
    footerMenu,
    headerSearch,
    report,
  }
  const authorEmail = new Map(site.authors.map((a) => [a.login, a.email.toLowerCase()]))
  const authorId = new Map(site.authors.map((a) => [a.login, a.id]))
  return {
    plan,
    planItem(item) {
      const meta = docsById.get(item.id)
      if (!meta || !CONTENT_TYPES.has(item.type)) return null
      const ctx = contextFor(item, report, findMedia, formIds, attachedTo, siteUrl)
      const elementorData = item.meta._elementor_edit_mode === 'builder' ? item.meta._elementor_data : undefined
      const fromElementor = elementorData ? elementorToBlocks(elementorData, ctx) : null
      const raw = fromElementor ?? (hasBlockMarkup(item.content) ? blocksToBlocks(item.content, ctx) : classicToBlocks(item.content, ctx))
      const doc: PlannedDoc = { ...meta, blocks: fitBlocks(raw), elementor: fromElementor !== null }
      const postAuthorEmail = authorEmail.get(item.creator)
      const postAuthorId = authorId.get(item.creator)
      const planned: PlannedComment[] = []
      for (const c of item.comments) {
        if (!isComment(c.type)) continue
        planned.push({
          wpId: c.id,
          postWpId: item.id,
          // A reply whose parent is not imported (another type of comment, a missing one) stands alone.
          parentWpId: c.parent && commentIds.has(c.parent) ? c.parent : null,
          authorName: authorName(c),
          authorEmail: c.authorEmail.trim(),
          authorUrl: c.authorUrl.trim(),
          ip: c.authorIp.trim(),
          date: gmtDate(c.dateGmt) ?? gmtDate(c.date) ?? new Date(0).toISOString(),
          content: c.content,
          status: commentStatus(c.approved),
          byPostAuthor: (postAuthorId !== undefined && c.userId === postAuthorId) || (!!postAuthorEmail && c.authorEmail.toLowerCase() === postAuthorEmail),
        })
      }
      // Parents before replies (within one item: WordPress threads never cross items).
      return { doc, comments: parentsFirstBy(planned, (c) => c.parentWpId) }
    },
  }
}

/** Whether an item is a post or page to import; what is left out is reported. */
function imported(item: WxrItem, report: ImportReport): boolean {
  if (IGNORED_TYPES.has(item.type) || item.type === 'attachment' || item.type === 'wpcf7_contact_form' || item.type === 'nav_menu_item') return false
  if (!CONTENT_TYPES.has(item.type)) {
    report.skipped.push({ itemId: item.id, title: itemName(item), reason: `tipo de contenido «${item.type}» que Revela no tiene` })
    return false
  }
  if (item.status === 'trash' || item.status === 'auto-draft' || item.status === 'inherit') {
    report.skipped.push({ itemId: item.id, title: itemName(item), reason: item.status === 'trash' ? 'en la papelera' : 'borrador automático' })
    return false
  }
  return true
}

/** A date as the studio reads it: «20/11/2031 a las 10:00» (Madrid time). */
const madrid = (iso: string) => {
  const date = new Date(iso)
  const day = date.toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' })
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
    if (d.hiddenBecause) report.notes.push(`«${plainTitle(d.title)}» (${d.wpId}) era ${d.hiddenBecause}: llega como borrador, no visible en el sitio.`)
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
  report.mapping = [
    `${posts.length} entradas → artículos (${posts.filter((p) => p.status === 'published').length} publicados, ${posts.filter((p) => p.status !== 'published').length} sin publicar)`,
    `${pages.length} páginas → páginas (${pages.filter((p) => p.elementor).length} de Elementor → secciones y bloques)`,
    `${media} adjuntos → medios en /wp-content/uploads/`,
    `${comments.length} comentarios → comentarios (${byStatus('approved')} aprobados, ${byStatus('pending')} pendientes, ${byStatus('spam')} spam, ${byStatus('trash')} en la papelera)`,
    `${forms} formularios de Contact Form 7 → formularios (mismo id)`,
    `${categories} categorías y ${tags} etiquetas`,
    `${menu} elementos de menú → menú principal`,
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
        const created = { kind, name: ownString(name), itemId: item.id, title: itemName(item), count: 1, ...(hidden ? { hidden } : {}) }
        unknownCounts.set(key, created)
        report.unknown.push(created)
      }
    },
    missing(ref) {
      // Cut from the item's content, which the report must not keep alive.
      report.missingMedia.push({ itemId: item.id, title: itemName(item), ref: ownString(ref) })
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
