import { describe, expect, it } from 'vitest'

import { parseRefreshRequest, REFRESH_REASONS } from '@/blocks/PostsLoop/core/parseRefreshRequest'

const SITE = 'https://revela.example'
const ORIGINS = [SITE, 'http://localhost:3000']
const ID = '6650f2a3b5e4c1d2e3f4a5b6'
const valid = { post_id: 12, widget_id: ID, widget_filters: {}, pagination_base_url: `${SITE}/` }
const parse = (body: unknown) => parseRefreshRequest(typeof body === 'string' ? body : JSON.stringify(body), ORIGINS)

describe('parseRefreshRequest: what it accepts', () => {
  it.each([
    ['the first page, no filter', valid, { page: 1, terms: [], join: 'OR' }],
    [
      'the page from the address',
      { ...valid, pagination_base_url: `${SITE}/?e-page-${ID}=2` },
      { page: 2, terms: [], join: 'OR' },
    ],
    [
      'the page from a nested page’s address with other parameters',
      { ...valid, pagination_base_url: `${SITE}/sesiones/retrato/?utm_source=x&e-page-${ID}=3#top` },
      { page: 3, terms: [], join: 'OR' },
    ],
    [
      'another loop’s page is not ours',
      { ...valid, pagination_base_url: `${SITE}/?e-page-otro=5` },
      { page: 1, terms: [], join: 'OR' },
    ],
    [
      'the body’s page, which wins over the address',
      { ...valid, page: 4, pagination_base_url: `${SITE}/?e-page-${ID}=2` },
      { page: 4, terms: [], join: 'OR' },
    ],
    ['no address at all', { post_id: 12, widget_id: ID }, { page: 1, terms: [], join: 'OR' }],
    [
      'a category filter',
      { ...valid, widget_filters: { category: { terms: ['consejos'], logicalJoin: 'OR' } } },
      { page: 1, terms: ['consejos'], join: 'OR' },
    ],
    [
      'terms once each, AND kept',
      { ...valid, widget_filters: { category: { terms: ['book', 'consejos', 'book'], logicalJoin: 'AND' } } },
      { page: 1, terms: ['book', 'consejos'], join: 'AND' },
    ],
    [
      'OR when logicalJoin is absent',
      { ...valid, widget_filters: { category: { terms: ['estudio'] } } },
      { page: 1, terms: ['estudio'], join: 'OR' },
    ],
    [
      'no terms as no filter',
      { ...valid, widget_filters: { category: { terms: [] } } },
      { page: 1, terms: [], join: 'OR' },
    ],
    ['PHP’s empty object ([]) as no filter', { ...valid, widget_filters: [] }, { page: 1, terms: [], join: 'OR' }],
    [
      'the other allowed origin',
      { ...valid, pagination_base_url: 'http://localhost:3000/?e-page-' + ID + '=2' },
      { page: 2, terms: [], join: 'OR' },
    ],
    ['unknown keys, ignored', { ...valid, nonce: 'abc', widget_data: { x: 1 } }, { page: 1, terms: [], join: 'OR' }],
  ])('%s', (_, body, query) => {
    const base = (body as { pagination_base_url?: string }).pagination_base_url
    expect(parse(body)).toEqual({
      ok: true,
      request: { postId: 12, widgetId: ID, query, search: base ? new URL(base).search : '' },
    })
  })

  it('hands on the address’s query, whose other loops’ parameters the links keep', () => {
    const result = parse({
      ...valid,
      pagination_base_url: `${SITE}/blog/?e-page-otro=3&e-filter-otro-category=book&e-page-${ID}=2`,
    })
    expect(result).toMatchObject({
      ok: true,
      request: { query: { page: 2 }, search: `?e-page-otro=3&e-filter-otro-category=book&e-page-${ID}=2` },
    })
  })
})

describe('parseRefreshRequest: what it refuses', () => {
  it.each([
    ['not JSON', '{post_id: 12', 'rest_invalid_json'],
    ['an empty body', '', 'rest_invalid_json'],
  ])('%s → 400 rest_invalid_json', (_, text, code) => {
    const result = parse(text)
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      body: { code, message: 'Se ha proporcionado un cuerpo JSON no válido.', data: { status: 400 } },
    })
  })

  it('refuses a body over 16 KB before reading it', () => {
    const result = parse({ ...valid, padding: 'x'.repeat(16 * 1024) })
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      body: { code: 'rest_invalid_param', data: { status: 400, params: { body: REFRESH_REASONS.body } } },
    })
  })

  it.each([
    ['an empty object', {}, ['post_id', 'widget_id']],
    ['an array', [1, 2], ['post_id', 'widget_id']],
    ['a JSON string', 'null', ['post_id', 'widget_id']],
    ['no widget_id', { post_id: 12 }, ['widget_id']],
  ])('names the missing parameters, as WordPress: %s', (_, body, missing) => {
    expect(parse(body)).toEqual({
      ok: false,
      status: 400,
      body: {
        code: 'rest_missing_callback_param',
        message: `Parámetro(s) que falta(n): ${missing.join(', ')}`,
        data: { status: 400, params: missing },
      },
    })
  })

  it.each([
    ['post_id as a string', { post_id: '12' }, 'post_id', REFRESH_REASONS.post_id],
    ['post_id 0', { post_id: 0 }, 'post_id', REFRESH_REASONS.post_id],
    ['post_id negative', { post_id: -3 }, 'post_id', REFRESH_REASONS.post_id],
    ['post_id with decimals', { post_id: 1.5 }, 'post_id', REFRESH_REASONS.post_id],
    ['post_id null', { post_id: null }, 'post_id', REFRESH_REASONS.post_id],
    ['widget_id as a number', { widget_id: 123 }, 'widget_id', REFRESH_REASONS.widget_id],
    ['widget_id empty', { widget_id: '' }, 'widget_id', REFRESH_REASONS.widget_id],
    ['widget_id with markup', { widget_id: '"><script>' }, 'widget_id', REFRESH_REASONS.widget_id],
    ['widget_id too long', { widget_id: 'a'.repeat(65) }, 'widget_id', REFRESH_REASONS.widget_id],
    ['filters as a string', { widget_filters: 'category=consejos' }, 'widget_filters', REFRESH_REASONS.widget_filters],
    ['filters null', { widget_filters: null }, 'widget_filters', REFRESH_REASONS.widget_filters],
    [
      'an unknown taxonomy',
      { widget_filters: { post_tag: { terms: ['precios'] } } },
      'widget_filters',
      REFRESH_REASONS.taxonomy,
    ],
    [
      'a second taxonomy beside category',
      { widget_filters: { category: { terms: ['book'] }, author: { terms: ['ana'] } } },
      'widget_filters',
      REFRESH_REASONS.taxonomy,
    ],
    [
      'terms that are not slugs',
      { widget_filters: { category: { terms: ['Consejos'] } } },
      'widget_filters',
      REFRESH_REASONS.terms,
    ],
    [
      'a term with a space',
      { widget_filters: { category: { terms: ['mis consejos'] } } },
      'widget_filters',
      REFRESH_REASONS.terms,
    ],
    [
      'a term with markup',
      { widget_filters: { category: { terms: ['<b>'] } } },
      'widget_filters',
      REFRESH_REASONS.terms,
    ],
    [
      'a term that is a number',
      { widget_filters: { category: { terms: [7] } } },
      'widget_filters',
      REFRESH_REASONS.terms,
    ],
    ['terms as a string', { widget_filters: { category: { terms: 'book' } } }, 'widget_filters', REFRESH_REASONS.terms],
    [
      'too many terms',
      { widget_filters: { category: { terms: Array.from({ length: 11 }, (_, i) => `c${i}`) } } },
      'widget_filters',
      REFRESH_REASONS.terms,
    ],
    [
      'a slug too long',
      { widget_filters: { category: { terms: ['a'.repeat(191)] } } },
      'widget_filters',
      REFRESH_REASONS.terms,
    ],
    [
      'an unknown logicalJoin',
      { widget_filters: { category: { terms: ['book'], logicalJoin: 'XOR' } } },
      'widget_filters',
      REFRESH_REASONS.widget_filters,
    ],
    [
      'category that is not an object',
      { widget_filters: { category: ['book'] } },
      'widget_filters',
      REFRESH_REASONS.widget_filters,
    ],
    ['page 0', { page: 0 }, 'page', REFRESH_REASONS.page],
    ['a negative page', { page: -1 }, 'page', REFRESH_REASONS.page],
    ['an absurd page', { page: 10_000 }, 'page', REFRESH_REASONS.page],
    ['a page as a string', { page: '2' }, 'page', REFRESH_REASONS.page],
    ['a page with decimals', { page: 2.5 }, 'page', REFRESH_REASONS.page],
    [
      'an address on another site',
      { pagination_base_url: 'https://otro.example/' },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'the same host on another port',
      { pagination_base_url: 'https://revela.example:8443/' },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'the same host over http',
      { pagination_base_url: 'http://revela.example/' },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'a path, not a URL',
      { pagination_base_url: '/?e-page-x=2' },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'not a URL at all',
      { pagination_base_url: 'página dos' },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'a javascript: URL',
      { pagination_base_url: 'javascript:alert(1)' },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'an address too long',
      { pagination_base_url: `${SITE}/?q=${'a'.repeat(2000)}` },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'an address that is not a string',
      { pagination_base_url: 42 },
      'pagination_base_url',
      REFRESH_REASONS.pagination_base_url,
    ],
    [
      'page 0 in the address',
      { pagination_base_url: `${SITE}/?e-page-${ID}=0` },
      'pagination_base_url',
      expect.stringContaining(`e-page-${ID}`),
    ],
    [
      'an absurd page in the address',
      { pagination_base_url: `${SITE}/?e-page-${ID}=100000` },
      'pagination_base_url',
      expect.stringContaining('entre 1 y 9999'),
    ],
    [
      'a page in the address that is not a number',
      { pagination_base_url: `${SITE}/?e-page-${ID}=dos` },
      'pagination_base_url',
      expect.stringContaining('entre 1 y 9999'),
    ],
  ])('refuses %s with the parameter and its reason', (_, change, field, reason) => {
    expect(parse({ ...valid, ...change })).toEqual({
      ok: false,
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: `Parámetro(s) no válido(s): ${field}`,
        data: { status: 400, params: { [field]: reason } },
      },
    })
  })

  it('names every invalid parameter at once', () => {
    const result = parse({ post_id: 'doce', widget_id: 'x y', widget_filters: { tag: {} }, page: 0 })
    expect(result).toMatchObject({
      ok: false,
      body: {
        message: 'Parámetro(s) no válido(s): post_id, widget_id, widget_filters, page',
        data: {
          params: {
            post_id: REFRESH_REASONS.post_id,
            widget_id: REFRESH_REASONS.widget_id,
            widget_filters: REFRESH_REASONS.taxonomy,
            page: REFRESH_REASONS.page,
          },
        },
      },
    })
  })

  it('writes every reason in Spanish', () => {
    for (const reason of Object.values(REFRESH_REASONS)) expect(reason).toMatch(/^(Debe|Solo|Los|El) /)
  })
})
