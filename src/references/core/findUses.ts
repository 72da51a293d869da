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
function describe(
  ancestors: readonly Json[],
  key: string | undefined,
  fields: RelationFields,
): { what: string; itemId?: string } {
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

/** One reference found in a document: what it points at (referenceKey) and how an editor names it. */
export type Reference = { target: string; what: string; itemId?: string }

/** How a reference's target is written in the index: `media:12`, or `path:/contacto/` for a typed link. */
export const referenceKey = {
  doc: (collection: string, id: number | string) => `${collection}:${id}`,
  path: (path: string) => `path:${path}`,
}

/**
 * Every reference a document or global holds, in the order met: a polymorphic relation
 * ({relationTo, value}, as menu links and rich-text links and uploads store them), a field named in
 * `fields` (under each collection it may point at), or a typed internal link (href, url) by its
 * normalised address. The walk keeps its own stack: a document's depth is its editor's choice.
 */
export function collectReferences(data: unknown, fields: RelationFields = {}): Reference[] {
  const references: Reference[] = []
  const found = (target: string, ancestors: Json[], key: string | undefined) =>
    references.push({ target, ...describe(ancestors, key, fields) })
  const todo: [node: unknown, ancestors: Json[], key: string | undefined][] = [[data, [], undefined]]
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [node, ancestors, key] = next
    const relation = key ? fields[key] : undefined
    if (Array.isArray(node)) {
      // In reverse, so that the stack gives them back in order. A hasMany field's ids are its items.
      for (let i = node.length - 1; i >= 0; i--) todo.push([node[i], ancestors, key])
      continue
    }
    if (!isObject(node)) {
      const id = relation ? idOf(node) : undefined
      if (relation && id !== undefined) for (const to of relation.to) found(referenceKey.doc(to, id), ancestors, key)
      else if (typeof node === 'string' && (key === 'href' || key === 'url')) {
        const path = normalizePath(node)
        if (path) found(referenceKey.path(path), ancestors, key)
      }
      continue
    }
    if (typeof node.relationTo === 'string' && 'value' in node) {
      const id = idOf(node.value)
      if (id !== undefined) found(referenceKey.doc(node.relationTo, id), ancestors, key)
      continue
    }
    const id = relation ? idOf(node) : undefined
    if (relation && id !== undefined) {
      for (const to of relation.to) found(referenceKey.doc(to, id), ancestors, key)
      continue
    }
    const inner = [...ancestors, node]
    const entries = Object.entries(node).filter(([childKey]) => childKey !== 'id')
    for (let i = entries.length - 1; i >= 0; i--) todo.push([entries[i]![1], inner, entries[i]![0]])
  }
  return references
}

/** The index keys under which a target's uses are written: its id, and its addresses for typed links. */
export function targetKeys(target: UseTarget): Set<string> {
  const keys = new Set([referenceKey.doc(target.collection, target.id)])
  for (const path of target.paths ?? []) {
    const normal = normalizePath(path)
    if (normal) keys.add(referenceKey.path(normal))
  }
  return keys
}

/**
 * Every use of the target in the sources, in the order met (see collectReferences). A source never
 * counts as using itself.
 */
export function findUses(target: UseTarget, sources: readonly UseSource[], fields: RelationFields = {}): Use[] {
  const keys = targetKeys(target)
  const uses: Use[] = []
  for (const { data, ...source } of sources) {
    if (source.kind === 'collection' && source.slug === target.collection && String(source.id) === String(target.id))
      continue
    for (const { target: key, what, itemId } of collectReferences(data, fields))
      if (keys.has(key)) uses.push({ source, what, ...(itemId !== undefined ? { itemId } : {}) })
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
