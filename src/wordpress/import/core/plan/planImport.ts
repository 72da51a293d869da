import { blocksToBlocks, hasBlockMarkup } from '../content/blocksToBlocks'
import { classicToBlocks } from '../content/classicToBlocks'
import type { Block, ConvertContext } from '../content/context'
import { elementorToBlocks } from '../content/elementorToBlocks'
import { fitBlocks } from '../content/fitBlocks'
import { cf7Form, type PlannedForm } from '../forms/cf7Form'
import { phpRecord } from '../wxr/phpValue'
import type { Wxr, WxrItem } from '../wxr/types'
import { isSiteRoot, itemPath } from './itemPath'
import { mediaIndex, type PlannedMedia, planMedia } from './planMedia'
import { type PlannedMenuItem, planMenu } from './planMenu'
import { emptyReport, type ImportReport } from './report'
import { siteRelative } from './siteRelative'

export type DocStatus = 'published' | 'draft' | 'scheduled'

export type PlannedDoc = {
  kind: 'post' | 'page'
  wpId: number
  title: string
  slug: string
  /** Where the old site had it (`2024/03/slug`, `padre/hija`); null when not public there. */
  path: string | null
  status: DocStatus
  /** Why a published WordPress item arrives unpublished (private, password). */
  hiddenBecause?: string
  publishedAt: string | null
  authorLogin: string
  excerpt: string
  featuredImage: number | null
  parent: number | null
  menuOrder: number
  categories: string[]
  tags: string[]
  blocks: Block[]
  commentsOpen: boolean
  hideTitle: boolean
  elementor: boolean
  /** The old site's front page (its permalink was the site's own address). */
  front: boolean
}

export type PlannedComment = {
  wpId: number
  postWpId: number
  parentWpId: number | null
  authorName: string
  authorEmail: string
  authorUrl: string
  ip: string
  date: string
  content: string
  status: 'approved' | 'pending' | 'spam' | 'trash'
  byPostAuthor: boolean
}

export type ImportPlan = {
  site: { title: string; tagline: string; url: string }
  authors: { login: string; name: string; email: string }[]
  categories: { wpId: number; name: string; slug: string; description: string; parentSlug: string }[]
  tags: { name: string; slug: string }[]
  media: PlannedMedia[]
  forms: PlannedForm[]
  docs: PlannedDoc[]
  comments: PlannedComment[]
  menu: PlannedMenuItem[]
  report: ImportReport
}

/** Post types read as content; attachments, forms and menus are read by their own planners. */
const CONTENT_TYPES = new Set(['post', 'page'])
/** WordPress's own bookkeeping types that carry nothing a visitor saw. */
const IGNORED_TYPES = new Set(['revision', 'customize_changeset', 'custom_css', 'oembed_cache', 'user_request', 'wp_global_styles', 'wp_navigation', 'wp_template', 'wp_template_part', 'elementor_library', 'e-landing-page', 'elementor_snippet', 'elementor_font', 'elementor_icons'])

/** A date WordPress wrote (`2024-03-05 10:20:00`, GMT) as ISO; null for its empty `0000-…`. */
export function gmtDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim())
  if (!m || m[1] === '0000') return null
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`
  return Number.isNaN(Date.parse(iso)) ? null : iso
}

export type PlanOptions = {
  /** Which attachments' files were found (by WordPress id); without it, all are assumed present. */
  available?: Set<number>
}

/**
 * Turns a read export into everything the writer stores, and the report: pure, so a dry run is
 * the same computation as a real one, without the writing.
 */
export function planImport(wxr: Wxr, options: PlanOptions = {}): ImportPlan {
  const { site, items } = wxr
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
  const forms = items.filter((i) => i.type === 'wpcf7_contact_form' && i.status !== 'trash').map((item) => cf7Form(item, siteUrl))
  for (const form of forms) {
    if (form.notHonoured.length) report.forms.push({ id: form.wpId, title: String(form.data.title), reason: `ajustes adicionales que Revela no aplica: ${form.notHonoured.join(', ')}` })
  }
  const formIds = new Map<string, number>()
  for (const form of forms) {
    formIds.set(String(form.wpId), form.wpId)
    if (form.hash) formIds.set(form.hash, form.wpId)
  }
  const attachedTo = new Map<number, number[]>()
  for (const a of attachments) if (a.parent) attachedTo.set(a.parent, [...(attachedTo.get(a.parent) ?? []), a.id])

  const docs: PlannedDoc[] = []
  const comments: PlannedComment[] = []
  const authorEmail = new Map(site.authors.map((a) => [a.login, a.email.toLowerCase()]))
  const authorId = new Map(site.authors.map((a) => [a.login, a.id]))
  for (const item of items) {
    if (IGNORED_TYPES.has(item.type) || item.type === 'attachment' || item.type === 'wpcf7_contact_form' || item.type === 'nav_menu_item') continue
    if (!CONTENT_TYPES.has(item.type)) {
      report.skipped.push({ itemId: item.id, title: item.title, reason: `tipo de contenido «${item.type}» que Revela no tiene` })
      continue
    }
    if (item.status === 'trash' || item.status === 'auto-draft' || item.status === 'inherit') {
      report.skipped.push({ itemId: item.id, title: item.title, reason: item.status === 'trash' ? 'en la papelera' : 'borrador automático' })
      continue
    }
    const ctx = contextFor(item, report, findMedia, formIds, attachedTo, siteUrl)
    const doc = planDoc(item, ctx, siteUrl, findMedia)
    docs.push(doc)
    const postAuthorEmail = authorEmail.get(item.creator)
    const postAuthorId = authorId.get(item.creator)
    for (const c of item.comments) {
      if (c.type && c.type !== 'comment') continue
      const status = c.approved === '1' ? 'approved' : c.approved === '0' ? 'pending' : c.approved === 'spam' ? 'spam' : 'trash'
      comments.push({
        wpId: c.id,
        postWpId: item.id,
        parentWpId: c.parent || null,
        authorName: c.author.trim() || 'Anónimo',
        authorEmail: c.authorEmail.trim(),
        authorUrl: c.authorUrl.trim(),
        ip: c.authorIp.trim(),
        date: gmtDate(c.dateGmt) ?? gmtDate(c.date) ?? new Date(0).toISOString(),
        content: c.content,
        status,
        byPostAuthor: (postAuthorId !== undefined && c.userId === postAuthorId) || (!!postAuthorEmail && c.authorEmail.toLowerCase() === postAuthorEmail),
      })
    }
  }
  // A reply whose parent is not imported (another type of comment, a missing one) stands alone.
  const commentIds = new Set(comments.map((c) => c.wpId))
  for (const c of comments) if (c.parentWpId !== null && !commentIds.has(c.parentWpId)) c.parentWpId = null

  const docsById = new Map(docs.map((d) => [d.wpId, d]))
  const menu = planMenu(items.filter((i) => i.type === 'nav_menu_item'), site.terms, docsById, siteUrl, report)
  const categories = site.terms.filter((t) => t.taxonomy === 'category').map((t) => ({ wpId: t.id, name: t.name, slug: t.slug, description: t.description, parentSlug: t.parentSlug }))
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
  const authors = site.authors.map((a) => ({ login: a.login, name: a.displayName || [a.firstName, a.lastName].filter(Boolean).join(' ') || a.login, email: a.email }))

  for (const d of docs) {
    if (d.status === 'scheduled') report.notes.push(`«${d.title}» (${d.wpId}) estaba programada para el ${d.publishedAt?.slice(0, 10) ?? '?'}: llega como borrador con esa fecha; publícala ese día desde el panel.`)
    if (d.hiddenBecause) report.notes.push(`«${d.title}» (${d.wpId}) era ${d.hiddenBecause}: llega como borrador, no visible en el sitio.`)
  }
  const posts = docs.filter((d) => d.kind === 'post')
  const pages = docs.filter((d) => d.kind === 'page')
  report.counts = {
    entradas: posts.length,
    páginas: pages.length,
    medios: media.length,
    comentarios: comments.length,
    formularios: forms.length,
    categorías: categories.length,
    etiquetas: tags.length,
    autores: authors.length,
    'elementos de menú': countMenu(menu),
  }
  report.mapping = [
    `${posts.length} entradas → artículos (${posts.filter((p) => p.status === 'published').length} publicados, ${posts.filter((p) => p.status !== 'published').length} sin publicar)`,
    `${pages.length} páginas → páginas (${pages.filter((p) => p.elementor).length} de Elementor → secciones y bloques)`,
    `${media.length} adjuntos → medios en /wp-content/uploads/`,
    `${comments.length} comentarios → comentarios (${comments.filter((c) => c.status === 'approved').length} aprobados, ${comments.filter((c) => c.status === 'pending').length} pendientes, ${comments.filter((c) => c.status === 'spam').length} spam, ${comments.filter((c) => c.status === 'trash').length} en la papelera)`,
    `${forms.length} formularios de Contact Form 7 → formularios (mismo id)`,
    `${categories.length} categorías y ${tags.length} etiquetas`,
    `${countMenu(menu)} elementos de menú → menú principal`,
  ]
  return {
    site: { title: site.title, tagline: site.description, url: siteUrl },
    authors,
    categories,
    tags,
    media,
    forms,
    docs,
    comments,
    menu,
    report,
  }
}

const countMenu = (items: PlannedMenuItem[]): number => items.reduce((n, i) => n + 1 + countMenu(i.children), 0)

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
    unknown(kind, name) {
      const key = `${kind}:${name}`
      const entry = unknownCounts.get(key)
      if (entry) entry.count++
      else {
        const created = { kind, name, itemId: item.id, title: item.title, count: 1 }
        unknownCounts.set(key, created)
        report.unknown.push(created)
      }
    },
    missing(ref) {
      report.missingMedia.push({ itemId: item.id, title: item.title, ref })
    },
  }
}

function planDoc(item: WxrItem, ctx: ConvertContext, siteUrl: string, findMedia: (ref: number | string) => number | null): PlannedDoc {
  const kind = item.type === 'page' ? 'page' : 'post'
  const elementorData = item.meta._elementor_edit_mode === 'builder' ? item.meta._elementor_data : undefined
  const fromElementor = elementorData ? elementorToBlocks(elementorData, ctx) : null
  const raw = fromElementor ?? (hasBlockMarkup(item.content) ? blocksToBlocks(item.content, ctx) : classicToBlocks(item.content, ctx))
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
    excerpt: item.excerpt.trim(),
    featuredImage: thumbnail > 0 ? findMedia(thumbnail) : null,
    parent: kind === 'page' && item.parent ? item.parent : null,
    menuOrder: item.menuOrder,
    categories: item.terms.filter((t) => t.domain === 'category').map((t) => t.slug),
    tags: item.terms.filter((t) => t.domain === 'post_tag').map((t) => t.slug),
    blocks: fitBlocks(raw),
    commentsOpen: item.commentStatus !== 'closed',
    hideTitle: pageSettings.hide_title === 'yes',
    elementor: fromElementor !== null,
    front: kind === 'page' && status === 'published' && isSiteRoot(item.link, siteUrl),
  }
}
