/**
 * Where a page, article, form or photo is used: a pure walk over the JSON of the documents and
 * globals that may point at it (no Payload here; the server hands the documents in).
 */

export type UseTarget = {
  collection: string
  id: number | string
  /** Its public addresses (/contacto/), for links typed as text: a button's href, a custom URL. */
  paths?: readonly string[]
}

export type UseSource = {
  /** A global (the menu) or a document of a collection. */
  kind: 'global' | 'collection'
  slug: string
  id?: number | string
  /** How an editor names it: «Menú principal», the page's title. */
  title: string
  data: unknown
}

/** A single-collection relationship or upload field by its name: where it points, how editors call it. */
export type RelationFields = Readonly<Record<string, { to: readonly string[]; label: string }>>

export type Use = {
  source: Omit<UseSource, 'data'>
  /** What in the source uses it, in the editor's words: «Contacto», botón «Reservar», imagen. */
  what: string
  /** The menu item's id when the use is a menu item (to remove it). */
  itemId?: string
}

/** Blocks by their slug as an editor reads them in a sentence. */
const BLOCK_NAMES: Readonly<Record<string, string>> = {
  button: 'botón',
  richText: 'texto',
  image: 'imagen',
  gallery: 'galería',
  contactForm: 'formulario de contacto',
  carousel: 'carrusel',
  section: 'sección',
  paymentButton: 'botón de pago',
  tabs: 'pestañas',
  video: 'vídeo',
  heading: 'título',
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const idOf = (value: unknown): string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string')) return String(value.id)
  return undefined
}

/** An internal address without its query, anchor or trailing slash differences. */
export function normalizePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const path = href.split(/[?#]/)[0]!
  return path.endsWith('/') ? path : `${path}/`
}

/** The words for the innermost thing that holds the reference: a block, a menu item, a field. */
function describe(ancestors: readonly Json[], key: string | undefined, fields: RelationFields): { what: string; itemId?: string } {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i]!
    if (typeof node.blockType === 'string') {
      const name = BLOCK_NAMES[node.blockType] ?? 'bloque'
      const words = typeof node.label === 'string' ? node.label : typeof node.text === 'string' ? node.text : ''
      return { what: words ? `${name} «${words}»` : name }
    }
    // A menu or footer link: an item with its own text.
    if (typeof node.label === 'string' && ('reference' in node || 'url' in node)) {
      return { what: `«${node.label}»`, itemId: typeof node.id === 'string' ? node.id : undefined }
    }
  }
  if (key && fields[key]) return { what: fields[key].label.toLocaleLowerCase('es') }
  return { what: 'enlace' }
}

/**
 * Every use of the target in the sources, in the order met. A use is: a polymorphic relation
 * ({relationTo, value}, as menu links and rich-text links and uploads store them), a field named in
 * `fields` that points at the target's collection, or a typed internal link (href, url) to one of
 * its addresses. A source never counts as using itself.
 */
export function findUses(target: UseTarget, sources: readonly UseSource[], fields: RelationFields = {}): Use[] {
  const wantedId = String(target.id)
  const paths = new Set((target.paths ?? []).map(normalizePath).filter((p): p is string => Boolean(p)))
  const uses: Use[] = []

  for (const source of sources) {
    if (source.kind === 'collection' && source.slug === target.collection && String(source.id) === wantedId) continue
    const { data, ...about } = source
    const found = (ancestors: Json[], key: string | undefined) => uses.push({ source: about, ...describe(ancestors, key, fields) })

    const visit = (node: unknown, ancestors: Json[], key: string | undefined): void => {
      if (Array.isArray(node)) {
        // A hasMany field (a gallery's images): its ids are the values themselves.
        if (key && fields[key]?.to.includes(target.collection) && node.some((v) => idOf(v) === wantedId)) {
          found(ancestors, key)
          return
        }
        for (const item of node) visit(item, ancestors, key)
        return
      }
      if (!isObject(node)) {
        if (key && fields[key]?.to.includes(target.collection) && idOf(node) === wantedId) found(ancestors, key)
        else if (typeof node === 'string' && (key === 'href' || key === 'url') && paths.size > 0) {
          const path = normalizePath(node)
          if (path && paths.has(path)) found(ancestors, key)
        }
        return
      }
      if (typeof node.relationTo === 'string' && 'value' in node) {
        if (node.relationTo === target.collection && idOf(node.value) === wantedId) found(ancestors, key)
        return
      }
      if (key && fields[key]?.to.includes(target.collection) && idOf(node) === wantedId) {
        found(ancestors, key)
        return
      }
      const inner = [...ancestors, node]
      for (const [childKey, child] of Object.entries(node)) if (childKey !== 'id') visit(child, inner, childKey)
    }

    visit(data, [], undefined)
  }
  return uses
}

/** One line per source: «Menú principal → «Contacto»», «página «Inicio» (botón «Reservar»)». */
export function describeUses(uses: readonly Use[], sourceName: (source: Use['source']) => string): string[] {
  const bySource = new Map<string, { name: string; whats: string[] }>()
  for (const use of uses) {
    const key = `${use.source.kind}:${use.source.slug}:${use.source.id ?? ''}`
    const entry = bySource.get(key) ?? { name: sourceName(use.source), whats: [] }
    if (!entry.whats.includes(use.what)) entry.whats.push(use.what)
    bySource.set(key, entry)
  }
  return [...bySource.entries()].map(([key, { name, whats }]) =>
    key.startsWith('global:') ? `${name} → ${whats.join(', ')}` : `${name} (${whats.join(', ')})`,
  )
}
