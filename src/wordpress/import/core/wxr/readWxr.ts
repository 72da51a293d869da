import { SaxesParser } from 'saxes'

import { ImportError } from '../importError'
import { CdataRepair } from './CdataRepair'
import { ownString } from '../ownString'
import {
  emptyComment,
  emptyItem,
  emptySite,
  setAuthor,
  setComment,
  setItemField,
  setSiteField,
  setTerm,
} from './fields'
import type { Wxr, WxrComment, WxrItem, WxrSite, WxrTerm } from './types'

/** The WXR versions WordPress has written (1.0 in 2.x, 1.1 in 3.0, 1.2 since 3.1). */
export const WXR_VERSIONS = ['1.0', '1.1', '1.2']

/** No single text in an export is this large; one that is would only be there to exhaust memory. */
const MAX_TEXT = 32 * 1024 * 1024

export type ReadProgress = (bytes: number, items: number) => void

export type ReadOptions = {
  onProgress?: ReadProgress
  /**
   * Leave out what only converting an item needs (its text, Elementor data, comments' contents and
   * details): the records a whole large export can keep in memory while the import is planned.
   */
  light?: boolean
}

/** A comment's fields a light reading keeps: enough to check ids, count and name it. */
const LIGHT_COMMENT_FIELDS = new Set([
  'wp:comment_id',
  'wp:comment_type',
  'wp:comment_parent',
  'wp:comment_approved',
  'wp:comment_author',
  'wp:comment_user_id',
])

/** Post meta that only the content's conversion reads (it can be megabytes per item). */
const HEAVY_META = new Set(['_elementor_data', '_elementor_css', '_elementor_element_cache'])
/**
 * The few items that hold the theme's parts (a block theme's header, its navigation, Elementor's
 * header templates): a light reading keeps their content and data whole, so the plan can tell
 * what the old header showed (plan/headerHasSearch).
 */
const SITE_PARTS = new Set(['wp_template_part', 'wp_navigation', 'elementor_library'])

/** Reads a whole export into memory (small exports, tests): see readWxrItems. */
export async function readWxr(
  source: AsyncIterable<string | Buffer>,
  onProgress?: ReadProgress,
  options: Omit<ReadOptions, 'onProgress'> = {},
): Promise<Wxr> {
  const site = emptySite()
  const items: WxrItem[] = []
  for await (const item of readWxrItems(source, site, { ...options, onProgress })) items.push(item)
  return { site, items }
}

/**
 * Streams a WordPress export, item by item, never holding the document as a tree; `site` is filled
 * as its channel is read (authors and terms come before the items). A `]]>` inside CDATA is read as
 * WordPress's importer reads it (CdataRepair); bytes are decoded as one stream, so a character
 * split between two chunks stays whole. saxes expands only XML's five
 * entities and character references; a DOCTYPE (the door to external entities and "billion
 * laughs") is refused outright, since WordPress never writes one. Throws ImportError with one
 * Spanish line for anything that is not a whole, known WXR file (at the end, for a cut file: a
 * caller that must not act on part of a file reads it whole once first).
 */
export async function* readWxrItems(
  source: AsyncIterable<string | Buffer>,
  site: WxrSite,
  options: ReadOptions = {},
): AsyncGenerator<WxrItem> {
  const { onProgress, light = false } = options
  const items: WxrItem[] = []
  let count = 0
  const path: string[] = []
  let text = ''
  let item: WxrItem | null = null
  let comment: WxrComment | null = null
  let term: WxrTerm | null = null
  let meta: { key: string; value: string } | null = null
  /** A light reading's current item content, until its type says whether to keep it. */
  let heldContent = ''
  let attrs: Record<string, string> = {}
  let sawRss = false
  let closedRss = false
  let bytes = 0

  const parser = new SaxesParser({ position: true })
  parser.on('doctype', () => {
    throw new ImportError(
      'El archivo declara un DOCTYPE (entidades externas o expansiones): una exportación de WordPress no lo lleva; no se importa.',
    )
  })
  parser.on('opentag', (tag) => {
    const name = tag.name
    if (path.length === 0) {
      if (name !== 'rss')
        throw new ImportError(`El archivo no es una exportación de WordPress: empieza por <${name}> y no por <rss>.`)
      sawRss = true
    }
    path.push(name)
    text = ''
    const given = tag.attributes as Record<string, string>
    attrs = {}
    for (const key in given) attrs[key] = ownString(given[key]!)
    const parent = path[path.length - 2]
    if (name === 'item' && parent === 'channel') item = emptyItem()
    else if (item && name === 'wp:comment') comment = emptyComment()
    else if (item && !comment && name === 'wp:postmeta') meta = { key: '', value: '' }
    else if (!item && parent === 'channel' && (name === 'wp:category' || name === 'wp:tag' || name === 'wp:term')) {
      term = {
        id: 0,
        taxonomy: name === 'wp:category' ? 'category' : name === 'wp:tag' ? 'post_tag' : '',
        slug: '',
        name: '',
        parentSlug: '',
        description: '',
      }
    } else if (!item && parent === 'channel' && name === 'wp:author') {
      site.authors.push({ id: 0, login: '', email: '', displayName: '', firstName: '', lastName: '' })
    }
  })
  const append = (chunk: string) => {
    if (text.length + chunk.length > MAX_TEXT)
      throw new ImportError(
        `Un campo de la exportación pasa de ${MAX_TEXT / 1024 / 1024} MB (línea ${parser.line}): el archivo no es una exportación normal de WordPress.`,
      )
    text += chunk
  }
  parser.on('text', append)
  parser.on('cdata', append)
  parser.on('closetag', (tag) => {
    const name = tag.name
    // Every text but an item's content and Elementor data is copied out of the input chunk it was
    // cut from, which it would otherwise keep alive for as long as the plan or the report keep it.
    const value =
      name === 'content:encoded' || (meta && name === 'wp:meta_value' && HEAVY_META.has(meta.key))
        ? text
        : ownString(text)
    text = ''
    path.pop()
    if (name === 'rss' && path.length === 0) closedRss = true
    if (comment) {
      if (name === 'wp:comment') {
        // A light reading keeps who wrote each comment (short), so the report can name them.
        const { id, type, parent, approved, author, userId } = comment
        item!.comments.push(light ? { ...emptyComment(), id, type, parent, approved, author, userId } : comment)
        comment = null
      } else if (!light || LIGHT_COMMENT_FIELDS.has(name)) setComment(comment, name, value)
    } else if (meta) {
      if (name === 'wp:postmeta') {
        // A light reading keeps only the mark that heavy meta was there.
        if (meta.key)
          item!.meta[meta.key] = light && HEAVY_META.has(meta.key) && !SITE_PARTS.has(item!.type) ? '' : meta.value
        meta = null
      } else if (name === 'wp:meta_key') meta.key = value
      else if (name === 'wp:meta_value') meta.value = value
    } else if (item) {
      if (name === 'item') {
        // Its type comes after its content: a theme part's content, held until here, is kept.
        if (light && SITE_PARTS.has(item.type)) setItemField(item, 'content:encoded', heldContent)
        heldContent = ''
        items.push(item)
        count++
        item = null
      } else if (name === 'category' && attrs.domain)
        item.terms.push({ domain: attrs.domain, slug: attrs.nicename ?? '', name: value })
      else if (light && name === 'content:encoded') heldContent = value
      else setItemField(item, name, value)
    } else if (term) {
      if (name === 'wp:category' || name === 'wp:tag' || name === 'wp:term') {
        if (term.slug) site.terms.push(term)
        term = null
      } else setTerm(term, name, value)
    } else if (path[path.length - 1] === 'wp:author') {
      setAuthor(site.authors[site.authors.length - 1]!, name, value)
    } else if (path[path.length - 1] === 'channel') setSiteField(site, name, value)
  })

  const repair = new CdataRepair()
  const decoder = new TextDecoder('utf-8')
  try {
    for await (const chunk of source) {
      const s = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length
      parser.write(repair.write(s))
      onProgress?.(bytes, count)
      // The items this chunk completed, handed on before the next chunk is read.
      while (items.length) yield items.shift()!
    }
    parser.write(repair.write(decoder.decode()) + repair.end())
    parser.close()
    while (items.length) yield items.shift()!
  } catch (error) {
    if (error instanceof ImportError) throw error
    const reason = error instanceof Error ? error.message.replace(/^[^:]*:\d+:\d+: /, '') : String(error)
    if (!sawRss)
      throw new ImportError(
        `El archivo no es XML: ${reason} (línea ${parser.line}). Exporta de nuevo desde WordPress (Herramientas → Exportar).`,
      )
    throw new ImportError(
      `El XML está dañado en la línea ${parser.line}: ${reason}. Exporta de nuevo desde WordPress (Herramientas → Exportar).`,
    )
  }
  if (!sawRss)
    throw new ImportError(
      'El archivo está vacío o no es XML: exporta de nuevo desde WordPress (Herramientas → Exportar).',
    )
  if (!closedRss)
    throw new ImportError('El archivo está cortado: falta el final de la exportación. Vuelve a descargarlo entero.')
  if (!site.wxrVersion)
    throw new ImportError('El archivo no es una exportación de WordPress (no lleva <wp:wxr_version>).')
  if (!WXR_VERSIONS.includes(site.wxrVersion)) {
    throw new ImportError(
      `Versión de exportación de WordPress desconocida: ${site.wxrVersion} (se admiten ${WXR_VERSIONS.join(', ')}).`,
    )
  }
}
