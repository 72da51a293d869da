import type { Payload, PayloadRequest } from 'payload'

import { siteSettings } from '@/settings/siteSettings'
import { LEGAL_PAGE_PATHS } from '@/lib/legalPaths'
import { scanUsesOfMany as allUses } from '@/references/server/scanUses'
import type { Referable, Uses } from '@/references/server/usesOf'
import { DEMO_MENU, type DemoMenuEntry } from '@/seed/seedGlobals'

import type { ImportPlan } from '../core/plan/planImport'
import { type DemoKind, isDemoItem } from './isDemoItem'
import type { MenuLink } from './replaceDemo'

type Named = { id: number; name: string; path?: string }

/** The demo studio's content the owner never touched, which the import removes, by kind. */
export type DemoLeftovers = {
  posts: Named[]
  pages: Named[]
  forms: Named[]
  media: Named[]
  categories: Named[]
  /** The ids of the comments on the articles removed (they go with them). */
  comments: number[]
  /** The demo's legal pages, untouched, that stay because the export has none at their address. */
  legalKept: Named[]
  /** The demo's menu was never changed: the export's replaces it. */
  headerUntouched: boolean
  /** Nothing but the untouched demo: the site is new. */
  everything: boolean
}

export const noLeftovers: DemoLeftovers = {
  posts: [],
  pages: [],
  forms: [],
  media: [],
  categories: [],
  comments: [],
  legalKept: [],
  headerUntouched: false,
  everything: false,
}

/** Where each document is used; nothing read when there is nothing to ask (usesOfMany reads every page and article). */
const usesOfMany = async (payload: Payload, collection: Referable, ids: number[]) =>
  ids.length ? allUses(payload, collection, ids) : new Map<number, Uses>()

type Row = { id: number; createdAt?: string | null; updatedAt?: string | null } & Record<string, unknown>

/**
 * What of the demo studio is still as seeded and unused by anything of the studio's own: created
 * and last changed within the seed's window, and not something the owner's content leads to (an
 * article the owner answered a comment on, a photo or form on the owner's page, a page in the
 * owner's menu or with the owner's pages under it, a category of the owner's article). Demo
 * content the owner edited, or uses, counts as the owner's and stays.
 */
export async function demoLeftovers(
  payload: Payload,
  req: PayloadRequest | undefined,
  plan: ImportPlan,
): Promise<DemoLeftovers> {
  const settings = await siteSettings(payload)
  if (!settings.seededAt) return noLeftovers
  // The seed stamps `seededAt` after writing everything else: anything changed later is the
  // owner's (a second allows for the settings' own save). Erring late keeps the owner's work.
  const limit = Date.parse(settings.seededAt) + 1000
  // Anything an import wrote is never the demo's, however soon after seeding it came.
  const imported = await importedItems(payload, req)
  // The seed's own item, not changed since seeding.
  const seeded = (kind: DemoKind) => (row: Row) =>
    isDemoItem(kind, row) &&
    row.wordpressId == null &&
    !imported.has(`${kind}:${row.id}`) &&
    Date.parse(row.createdAt ?? '') <= limit &&
    Date.parse(row.updatedAt ?? '') <= limit
  const all = async (
    collection: 'posts' | 'pages' | 'forms' | 'media' | 'categories' | 'comments',
    select: Record<string, true>,
  ) =>
    (
      await payload.find({
        collection,
        select: { createdAt: true, updatedAt: true, wordpressId: true, ...select },
        pagination: false,
        limit: 0,
        depth: 0,
        draft: collection === 'posts' || collection === 'pages',
        req,
        overrideAccess: true,
      })
    ).docs as unknown as Row[]
  const [posts, pages, forms, media, categories, comments] = await Promise.all([
    all('posts', { title: true, slug: true, categories: true }),
    all('pages', { title: true, slug: true, path: true, parent: true }),
    all('forms', { title: true }),
    all('media', { filename: true }),
    all('categories', { name: true, slug: true, parent: true }),
    all('comments', { post: true, authorName: true, content: true }),
  ])
  const header = await payload.findGlobal({ slug: 'header', depth: 0, req, overrideAccess: true })
  const headerUntouched = sameMenu((header.items ?? []) as MenuLink[], pages)

  // Articles: as seeded, with no comment of the owner's (a reply, one approved since).
  const ownersComment = new Set(comments.filter((c) => !seeded('comments')(c)).map((c) => Number(c.post)))
  const postGone = new Set(posts.filter((p) => seeded('posts')(p) && !ownersComment.has(p.id)).map((p) => p.id))

  // Pages: as seeded, not a legal page the export lacks, not the parent of a page that stays.
  const incoming = new Set(plan.docs.filter((d) => d.kind === 'page').map((d) => d.path ?? d.slug))
  // The demo's legal pages stay unless the export brings its own at the same address.
  const keepLegal = new Set(LEGAL_PAGE_PATHS.filter((p) => !incoming.has(p)))
  const pageGone = new Set(pages.filter((p) => seeded('pages')(p) && !keepLegal.has(String(p.path))).map((p) => p.id))
  const pathOf = new Map(pages.map((p) => [p.id, String(p.path)]))
  const front = plan.docs.some((d) => d.front)
  // A global whose link to a demo page the import replaces does not keep it: the menu when the
  // export brings one over the demo's, the settings' front page when the export has its own.
  const replaced = (slug: string) =>
    slug === 'header' ? headerUntouched && plan.menu.length > 0 : slug === 'site-settings' ? front : false
  const gone = (source: { kind: string; slug: string; id?: number | string }) =>
    source.kind === 'global'
      ? replaced(source.slug)
      : (source.slug === 'posts' ? postGone : pageGone).has(Number(source.id))
  await keepWhatStaysLeadsTo(payload, { pages, pageGone, postGone, incoming, pathOf, gone })
  const unused = async (collection: 'forms' | 'media', rows: Row[]) => {
    const candidates = rows.filter(seeded(collection)).map((r) => r.id)
    const uses = await usesOfMany(payload, collection, candidates)
    return new Set(candidates.filter((id) => !uses.get(id)!.uses.some((use) => !gone(use.source))))
  }
  const formGone = await unused('forms', forms)
  const mediaGone = await unused('media', media)
  const keptPostCategories = new Set(
    posts.filter((p) => !postGone.has(p.id)).flatMap((p) => (p.categories as number[] | null) ?? []),
  )
  const keptCategoryParents = new Set(categories.filter((c) => !seeded('categories')(c)).map((c) => Number(c.parent)))
  const categoryGone = new Set(
    categories
      .filter((c) => seeded('categories')(c) && !keptPostCategories.has(c.id) && !keptCategoryParents.has(c.id))
      .map((c) => c.id),
  )

  const named = (rows: Row[], goneIds: Set<number>, key: string) =>
    rows.filter((r) => goneIds.has(r.id)).map((r) => ({ id: r.id, name: String(r[key] ?? r.id) }))
  const result = {
    posts: named(posts, postGone, 'title'),
    pages: named(pages, pageGone, 'title').map((p) => ({ ...p, path: pathOf.get(p.id) })),
    forms: named(forms, formGone, 'title'),
    media: named(media, mediaGone, 'filename'),
    categories: named(categories, categoryGone, 'name'),
    comments: comments.filter((c) => postGone.has(Number(c.post))).map((c) => c.id),
    legalKept: pages
      .filter((p) => keepLegal.has(String(p.path)) && seeded('pages')(p))
      .map((p) => ({ id: p.id, name: String(p.title) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    headerUntouched,
  }
  const kept = (rows: Row[], goneIds: Set<number>, legal = 0) => rows.length - goneIds.size - legal
  const everything =
    headerUntouched &&
    kept(posts, postGone) === 0 &&
    kept(pages, pageGone, result.legalKept.length) === 0 &&
    kept(forms, formGone) === 0 &&
    kept(media, mediaGone) === 0 &&
    comments.every(seeded('comments'))
  return { ...result, everything }
}

/** Every item an import wrote, as `kind:id` (the imports' records of what they wrote). */
async function importedItems(payload: Payload, req: PayloadRequest | undefined): Promise<Set<string>> {
  const imports = await payload.find({
    collection: 'wordpress-imports',
    select: { written: true },
    pagination: false,
    limit: 0,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return new Set(
    imports.docs.flatMap((d) =>
      Object.entries((d.written ?? {}) as Record<string, number[]>).flatMap(([kind, ids]) =>
        ids.map((id) => `${kind}:${id}`),
      ),
    ),
  )
}

type Leftovers = {
  pages: Row[]
  /** The demo pages and articles to remove so far; what stays leads back out of them. */
  pageGone: Set<number>
  postGone: Set<number>
  /** The paths of the pages the export brings. */
  incoming: Set<string>
  pathOf: Map<number, string>
  /** Whether a use's source is itself going (a demo page or article, or a global replaced). */
  gone: (source: { kind: string; slug: string; id?: number | string }) => boolean
}

/**
 * Until nothing changes: a page kept for the owner keeps the demo pages it leads to in turn, as
 * does anything that stays and uses a demo page or article (removed from `pageGone`, `postGone`).
 */
async function keepWhatStaysLeadsTo(
  payload: Payload,
  { pages, pageGone, postGone, incoming, pathOf, gone }: Leftovers,
): Promise<void> {
  for (let changed = true; changed;) {
    changed = false
    for (const p of pages) {
      if (!pageGone.has(p.id)) {
        const parent = Number(p.parent)
        if (pageGone.has(parent)) {
          pageGone.delete(parent)
          changed = true
        }
      }
    }
    // A demo page the export brings its own of (a legal page) goes whatever links to it: links by
    // address land on the imported page, and the menu's and footer's follow it (writeGlobals).
    const replacedHere = [...pageGone].filter((id) => !incoming.has(pathOf.get(id)!))
    const uses = await usesOfMany(payload, 'pages', replacedHere)
    for (const [id, { uses: list }] of uses)
      if (list.some((use) => !gone(use.source))) {
        pageGone.delete(id)
        changed = true
      }
    const postUses = await usesOfMany(payload, 'posts', [...postGone])
    for (const [id, { uses: list }] of postUses)
      if (list.some((use) => !gone(use.source))) {
        postGone.delete(id)
        changed = true
      }
  }
}

/** Whether the menu is still the demo's as seeded: the same entries, labels and targets, in order. */
function sameMenu(items: MenuLink[], pages: Row[]): boolean {
  const slugs = new Map(pages.map((p) => [p.id, String(p.slug)]))
  const target = (link: MenuLink) =>
    link.reference
      ? link.reference.relationTo === 'pages'
        ? (slugs.get(Number(link.reference.value)) ?? '')
        : `${link.reference.relationTo}:${String(link.reference.value)}`
      : String(link.url ?? '')
  const ours = (list: MenuLink[]): unknown =>
    list.map((l) => [l.label, target(l), ours(l.children ?? l.grandchildren ?? [])])
  const demo = (list: DemoMenuEntry[]): unknown =>
    list.map((d) => [d.label, d.page ?? d.url ?? '', demo(d.children ?? [])])
  return JSON.stringify(ours(items)) === JSON.stringify(demo(DEMO_MENU))
}
