import { z } from 'zod'

import { isTermSlug, LOOP_LIMITS, WIDGET_ID } from './limits'
import { pageParam, readPageNumber } from './loopParams'
import type { LoopQuery } from './types'

/** A valid POST /wp-json/elementor-pro/v1/refresh-loop, read. */
export interface RefreshRequest {
  /** The page that holds the loop. */
  postId: number
  widgetId: string
  query: LoopQuery
  /** The query of pagination_base_url ('' without one): the other loops' parameters the links keep. */
  search: string
}

/** A refusal in WordPress's REST shape, ready to be sent as JSON with its status. */
export interface RefreshError {
  status: 400
  body: { code: string; message: string; data: { status: 400; params?: Record<string, string> | string[] } }
}

export type RefreshParse = { ok: true; request: RefreshRequest } | ({ ok: false } & RefreshError)

const REQUIRED = ['post_id', 'widget_id'] as const

/** Why each parameter was refused, as the developer tools show it. */
export const REFRESH_REASONS = {
  body: `El cuerpo de la petición debe ser un objeto JSON de ${LOOP_LIMITS.maxBodyBytes / 1024} KB como mucho.`,
  post_id: 'Debe ser el número entero (positivo) de la página publicada que contiene el listado.',
  widget_id: 'Debe ser el identificador del bloque del listado: de 1 a 64 letras, cifras, guiones o guiones bajos.',
  widget_filters:
    'Debe ser un objeto como { "category": { "terms": ["slug"], "logicalJoin": "OR" } }, o {} para no filtrar.',
  taxonomy: 'Solo se puede filtrar por categoría («category»).',
  terms: `Los términos deben ser slugs de categoría (minúsculas, cifras y guiones), ${LOOP_LIMITS.maxTerms} como mucho.`,
  pagination_base_url: 'Debe ser la dirección completa (http o https) de una página de este sitio.',
  page: `Debe ser un número de página entero entre 1 y ${LOOP_LIMITS.maxPage}.`,
} as const

const postId = z.number().int().min(1).max(2_147_483_647)
const widgetId = z.string().regex(WIDGET_ID)
const page = z.number().int().min(1).max(LOOP_LIMITS.maxPage)
const baseUrl = z.string().max(LOOP_LIMITS.maxUrlLength)
const categoryFilter = z.object({
  terms: z.array(z.string()).max(LOOP_LIMITS.maxTerms),
  logicalJoin: z.enum(['OR', 'AND']).optional(),
})

const fail = (code: string, message: string, params?: Record<string, string> | string[]): RefreshParse => ({
  ok: false,
  status: 400,
  body: { code, message, data: { status: 400, ...(params ? { params } : {}) } },
})

/** The refusal of a body over the size limit (the route cuts the stream there, before parsing). */
export const tooLargeBody = () =>
  fail('rest_invalid_param', 'Parámetro(s) no válido(s): body', { body: REFRESH_REASONS.body }) as {
    ok: false
  } & RefreshError

/** The filter's terms, or a reason to refuse it. PHP encodes an empty object as [], so [] is none too. */
function readFilters(value: unknown): { terms: string[]; join: 'OR' | 'AND' } | string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return { terms: [], join: 'OR' }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return REFRESH_REASONS.widget_filters
  const { category, ...others } = value as Record<string, unknown>
  if (Object.keys(others).length > 0) return REFRESH_REASONS.taxonomy
  if (category === undefined) return { terms: [], join: 'OR' }
  const parsed = categoryFilter.safeParse(category)
  if (!parsed.success)
    return parsed.error.issues.some((i) => i.path[0] === 'terms')
      ? REFRESH_REASONS.terms
      : REFRESH_REASONS.widget_filters
  if (!parsed.data.terms.every(isTermSlug)) return REFRESH_REASONS.terms
  return { terms: [...new Set(parsed.data.terms)], join: parsed.data.logicalJoin ?? 'OR' }
}

/**
 * Reads the body of POST /wp-json/elementor-pro/v1/refresh-loop as Elementor Pro's loop sends it:
 * `{ post_id, widget_id, widget_filters, pagination_base_url }`, plus an optional `page` that wins
 * over the `e-page-{widget_id}` of the address. Refusals follow WordPress: missing parameters first
 * (`rest_missing_callback_param`), then every invalid one with its reason (`rest_invalid_param`).
 * The address must be on one of `origins`: the route passes SITE_URL's alone, never one read from
 * the request (its Host header is the client's to choose). Unknown keys are ignored.
 */
export function parseRefreshRequest(text: string, origins: readonly string[]): RefreshParse {
  if (new TextEncoder().encode(text).byteLength > LOOP_LIMITS.maxBodyBytes) return tooLargeBody()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // The client's body is not JSON: that is the answer WordPress gives (400), nothing failed here.
    return fail('rest_invalid_json', 'Se ha proporcionado un cuerpo JSON no válido.')
  }
  const fields: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const missing = REQUIRED.filter((key) => fields[key] === undefined)
  if (missing.length)
    return fail('rest_missing_callback_param', `Parámetro(s) que falta(n): ${missing.join(', ')}`, missing)

  const invalid: Record<string, string> = {}
  const id = postId.safeParse(fields.post_id)
  if (!id.success) invalid.post_id = REFRESH_REASONS.post_id
  const widget = widgetId.safeParse(fields.widget_id)
  if (!widget.success) invalid.widget_id = REFRESH_REASONS.widget_id
  const filters = readFilters(fields.widget_filters)
  if (typeof filters === 'string') invalid.widget_filters = filters
  const asked = fields.page === undefined ? null : page.safeParse(fields.page)
  if (asked && !asked.success) invalid.page = REFRESH_REASONS.page

  let fromUrl: number | null = 1
  let search = ''
  if (fields.pagination_base_url !== undefined) {
    const raw = baseUrl.safeParse(fields.pagination_base_url)
    const url = raw.success && URL.canParse(raw.data) ? new URL(raw.data) : null
    if (!url || !/^https?:$/.test(url.protocol) || !origins.includes(url.origin))
      invalid.pagination_base_url = REFRESH_REASONS.pagination_base_url
    else if (widget.success) {
      search = url.search
      const param = url.searchParams.get(pageParam(widget.data))
      fromUrl = param === null ? 1 : readPageNumber(param)
      if (fromUrl === null)
        invalid.pagination_base_url = `El número de página de la dirección (${pageParam(widget.data)}) debe estar entre 1 y ${LOOP_LIMITS.maxPage}.`
    }
  }

  const names = Object.keys(invalid)
  if (names.length || !id.success || !widget.success || typeof filters === 'string') {
    return fail('rest_invalid_param', `Parámetro(s) no válido(s): ${names.join(', ')}`, invalid)
  }
  return {
    ok: true,
    request: {
      postId: id.data,
      widgetId: widget.data,
      query: { page: asked?.success ? asked.data : (fromUrl ?? 1), ...filters },
      search,
    },
  }
}
