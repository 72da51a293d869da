import type { Random } from './random'
import type { RawRequest } from './sendRaw'
import type { SiteMap, Target } from './targets'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW']

/** Field names a parser might trip on: prototype keys, brackets, empty, long, control characters. */
const ODD_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][x]',
  'a[b][c][d]',
  '',
  ' ',
  'x'.repeat(5000),
  'ñandú',
  'a\u0000b',
  'a\r\nb',
  '[]',
  'toString',
  'hasOwnProperty',
  '_wpcf7',
  '_wpcf7[]',
  'your-email[]',
]

/** Values a validator might trip on. */
const ODD_VALUES = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '<'.repeat(60_000),
  'a'.repeat(300_000),
  '\u0000',
  '\ud800',
  '%',
  '%%%',
  '%E0%A4%A',
  'x@y',
  '@'.repeat(1000),
  '1e309',
  '-1',
  'NaN',
  'null',
  '[object Object]',
  '\r\nBcc: x@y.z',
  '𝒻𝓊𝓏𝓏',
]

/** Paths a query may name: real fields of every kind, nested ones, blocks, versions', and none. */
const QUERY_FIELDS = [
  'id',
  'title',
  'slug',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'author',
  'categories',
  'categories.slug',
  'featuredImage',
  'featuredImage.alt',
  'layout',
  'layout.blockType',
  'content',
  '_status',
  'meta.title',
  'parent',
  'commentsOpen',
  'width',
  'email',
  'roles',
  'version.title',
  'latest',
  'nada',
  '__proto__',
  'a..b',
  '',
]
/** Payload's operators, and some it does not have. */
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'within',
  'intersects',
  'near',
  'foo',
  '',
]
/** Values of the wrong type for one field or another. */
const QUERY_VALUES = [
  'a',
  '1',
  '-1',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '',
  'null',
  'true',
  'maybe',
  '2024-01-01',
  '1,2',
  'a,b',
  '9'.repeat(30),
  '%',
  "'",
  '\\',
  '-2147483649',
]

/** A query string for Payload's REST API: `where` terms of every shape, and its other parameters with odd values. */
function apiQuery(random: Random): string {
  const parts: string[] = []
  const enc = (value: string) => encodeURIComponent(value)
  const terms = random.chance(0.05) ? random.pick([201, 1001]) : random.int(1, 4)
  for (let i = 0; i < terms; i++) {
    const prefix = random.chance(0.3) ? `where[or][${i}]` : random.chance(0.2) ? `where[and][0][or][${i}]` : 'where'
    const shape = random.pick(['', '', '', '[]', '[0]', '[relationTo]', '[x][y]'])
    parts.push(
      `${prefix}[${random.pick(QUERY_FIELDS)}][${random.pick(OPERATORS)}]${shape}=${enc(random.pick(QUERY_VALUES))}`,
    )
  }
  if (random.chance(0.1)) parts.push(`where[${random.pick(['or', 'and'])}]=${enc(random.pick(QUERY_VALUES))}`)
  for (const name of [
    'page',
    'limit',
    'depth',
    'sort',
    'draft',
    'locale',
    'trash',
    'pagination',
    'select[title]',
    'populate[media][alt]',
    'joins[x]',
  ])
    if (random.chance(0.1))
      parts.push(`${name}=${enc(random.pick([...QUERY_VALUES, '0', '100000', '-title', 'false']))}`)
  return parts.join('&')
}

/** Builds one hostile (or, sometimes, ordinary) request for a target. */
export function mutate(random: Random, target: Target, site: SiteMap, host: string): RawRequest {
  const method = random.chance(0.6) ? target.method : random.pick(METHODS)
  let requestTarget: string | Buffer = random.chance(0.3) ? mutatePath(random, target.path) : target.path
  const api = target.path.startsWith('/api/')
  if (api && typeof requestTarget === 'string' && random.chance(0.5))
    requestTarget += `${requestTarget.includes('?') ? '&' : '?'}${apiQuery(random)}`
  // Payload's X-HTTP-Method-Override: GET, which reads the query from the body (a form or JSON).
  if (api && random.chance(0.1)) return methodOverride(random, target, host)
  const { body, contentType: given } = bodyFor(random, target, site)
  let contentType = given
  if (random.chance(0.15))
    contentType = random.pick([
      undefined,
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/json; charset=utf-7',
      'application/x-www-form-urlencoded; charset=ISO-8859-1',
      'image/svg+xml',
      '*/*',
      'a'.repeat(3000),
    ])
  const headers: Array<[string, string | Buffer]> = [
    ['Host', host],
    ['Connection', 'close'],
  ]
  if (contentType !== undefined) headers.push(['Content-Type', contentType])
  if ((method !== 'GET' && method !== 'HEAD') || body.length > 0) headers.push(['Content-Length', String(body.length)])
  addHeaders(random, headers)
  const request: RawRequest = { method, target: requestTarget, headers, body }
  // A client that goes away in the middle of its upload.
  if (body.length > 10 && random.chance(0.03)) request.dropAfter = random.int(0, body.length - 1)
  return request
}

/** A POST that asks to be read as a GET, with its query as a form, as JSON, or as neither. */
function methodOverride(random: Random, target: Target, host: string): RawRequest {
  const [contentType, body] = random.pick<[string, string]>([
    ['application/x-www-form-urlencoded', apiQuery(random)],
    [
      'application/json',
      JSON.stringify({ where: { id: { in: random.pick(QUERY_VALUES) } }, limit: random.pick(QUERY_VALUES) }),
    ],
    ['application/json', random.pick(['{bad', '"x"', 'null', '[]', '1e400', '{"locale":"../x"}'])],
    ['text/plain', 'where[id][equals]=1'],
  ])
  return {
    method: 'POST',
    target: target.path,
    headers: [
      ['Host', host],
      ['Connection', 'close'],
      [
        random.pick(['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']),
        random.pick(['GET', 'GET', 'get', 'DELETE']),
      ],
      ['Content-Type', contentType],
      ['Content-Length', String(Buffer.byteLength(body))],
    ],
    body: Buffer.from(body),
  }
}

function mutatePath(random: Random, path: string): string | Buffer {
  const [base, query] = path.split('?') as [string, string | undefined]
  switch (random.int(0, 11)) {
    case 0:
      return `${base}${random.text(random.pick([300, 2000, 9000]))}/`
    case 1:
      return `${base}%zz%E0%A4%A/`
    case 2:
      return Buffer.concat([Buffer.from(base, 'latin1'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('/')])
    case 3:
      return `${base}%00/`
    case 4:
      return `${base}..%2f..%2f..%2fetc%2fpasswd`
    case 5:
      return `${path}${query ? '&' : '?'}__proto__[x]=1&constructor[prototype][y]=2&a[][][]=3`
    case 6:
      return `${path}${query ? '&' : '?'}q=${'a'.repeat(random.pick([1000, 7000]))}`
    case 7:
      return `/${'/'.repeat(random.int(1, 5))}${base.slice(1)}`
    case 8:
      return `${base}${'%2F'.repeat(50)}`
    case 9:
      return `${base}${query ? `?${query}` : ''}${query ? '&' : '?'}p=${random.pick(['-1', '1e99', 'abc', '99999999999999999999', '0x10', '%'])}&page=${random.pick(['-1', '0', '1e9', 'x'])}`
    case 10:
      return `${base}page/${random.pick(['0', '-3', '99999999', 'abc'])}/`
    default:
      return `${base}${encodeURIComponent(safeString(random.pick(ODD_VALUES).slice(0, 500)))}/`
  }
}

function bodyFor(random: Random, target: Target, site: SiteMap): { contentType: string | undefined; body: Buffer } {
  const roll = random.int(0, 13)
  if (target.body === 'none' && roll < 7) return { contentType: undefined, body: Buffer.alloc(0) }
  switch (roll) {
    case 0:
    case 1:
    case 7:
      return natural(random, target, site)
    case 2:
      return truncatedMultipart(random, fieldsFor(random, target, site))
    case 3:
      return multipart(random, oddFields(random), random.chance(0.5))
    case 4:
      return urlencoded(oddFields(random), random)
    case 5:
      return { contentType: 'application/json', body: Buffer.from(deepJson(random)) }
    case 6:
      return {
        contentType: 'application/json',
        body: Buffer.from(
          random.pick([
            '{',
            '{"a":',
            'nul',
            '"\\ud800"',
            '[1,2,',
            '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
            JSON.stringify(Object.fromEntries(oddFields(random))),
            '1e309',
            '"x"',
            'true',
          ]),
        ),
      }
    case 8:
      return {
        contentType: random.pick([
          'application/json',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ]),
        body: random.bytes(random.int(1, 5000)),
      }
    case 9:
      return {
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify({ items: Array.from({ length: random.int(10_000, 200_000) }, (_, i) => i) })),
      }
    case 10:
      return urlencoded(
        Array.from({ length: random.int(500, 5000) }, (_, i) => [`f${i}`, 'x']),
        random,
      )
    case 11:
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.concat([
          Buffer.from('your-name=%ff%fe&your-message='),
          Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
          Buffer.from('&x=%E0%A4%A&y=%%'),
        ]),
      }
    case 12:
      if (random.chance(0.5)) return duplicated(random, fieldsFor(random, target, site))
      return {
        contentType: 'multipart/form-data; boundary=b',
        body: Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="${'a'.repeat(random.int(1, 20_000))}"\r\n\r\nv\r\n--b--\r\n`,
        ),
      }
    default:
      return multipart(random, fieldsFor(random, target, site), true)
  }
}

function natural(random: Random, target: Target, site: SiteMap): { contentType: string | undefined; body: Buffer } {
  const fields = fieldsFor(random, target, site)
  if (target.body === 'json')
    return { contentType: 'application/json', body: Buffer.from(JSON.stringify(Object.fromEntries(fields))) }
  if (target.body === 'comment' || target.body === 'urlencoded') return urlencoded(fields, random)
  return multipart(random, fields, random.chance(0.3))
}

function fieldsFor(random: Random, target: Target, site: SiteMap): Array<[string, string]> {
  const odd = () => (random.chance(0.4) ? random.pick(ODD_VALUES) : random.text(random.int(1, 40)))
  switch (target.body) {
    case 'cf7':
      return [
        ['_wpcf7', String(random.chance(0.8) ? site.formId : random.pick([-1, 0, 999999]))],
        ['_wpcf7_unit_tag', `wpcf7-f${site.formId}-o1`],
        ['_wpcf7_locale', 'es_ES'],
        ['your-name', odd()],
        ['your-email', random.chance(0.5) ? 'visita@example.com' : odd()],
        ['your-subject', odd()],
        ['your-message', odd()],
        ['_wpcf7_ak_hp_textarea', random.chance(0.8) ? '' : 'spam'],
      ]
    case 'comment':
      return [
        ['comment_post_ID', String(random.chance(0.8) ? site.postId : random.pick([-1, 0, 1e20]))],
        ['author', odd()],
        ['email', random.chance(0.5) ? 'visita@example.com' : odd()],
        ['url', random.pick(['', 'https://example.com', 'javascript:alert(1)', odd()])],
        ['comment', odd()],
        ['comment_parent', random.pick(['0', '-1', 'abc', '99999'])],
      ]
    case 'json':
      return [
        ['email', random.chance(0.5) ? 'admin@revela.test' : odd()],
        ['password', odd()],
        ['categories', odd()],
        ['page', String(random.int(-5, 5))],
        ['paths', odd()],
        ['form', String(site.formId)],
        ['amount', odd()],
      ]
    case 'urlencoded':
      return [
        ['action', random.pick(['elementor_pro_forms_send_form', 'heartbeat', 'wpcf7_refill', odd()])],
        ['form', String(site.formId)],
        ['nonce', odd()],
        ['page', odd()],
      ]
    default:
      return oddFields(random)
  }
}

function oddFields(random: Random): Array<[string, string]> {
  return Array.from(
    { length: random.int(1, 12) },
    () => [random.pick(ODD_NAMES), random.pick(ODD_VALUES)] as [string, string],
  )
}

function urlencoded(fields: Array<[string, string]>, random: Random): { contentType: string; body: Buffer } {
  const raw = random.chance(0.2)
  const pairs = fields.map(([name, value]) =>
    raw ? `${name}=${value}` : `${encodeURIComponent(name)}=${encodeURIComponent(safeString(value))}`,
  )
  return { contentType: 'application/x-www-form-urlencoded', body: Buffer.from(pairs.join('&')) }
}

function multipart(
  random: Random,
  fields: Array<[string, string]>,
  withFile: boolean,
): { contentType: string; body: Buffer } {
  const boundary = `----fuzz${random.text(16, 'abcdef0123456789')}`
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (withFile) {
    const filename = random.pick([
      'foto.jpg',
      '../../etc/passwd',
      'a'.repeat(4000) + '.pdf',
      'x.svg',
      '',
      'ñ.png',
      'con\r\nx.txt',
    ])
    const bytes = random.chance(0.5)
      ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
      : random.bytes(random.int(0, 300_000))
    parts.push(
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(['file', 'your-file', '__proto__', 'file[]', ''])}"; filename="${filename}"\r\nContent-Type: ${random.pick(['image/jpeg', 'application/pdf', 'image/svg+xml', 'text/html', ''])}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) }
}

/**
 * The same names posted several times (PHP keeps the last, a list only with `[]`), and parts with
 * an empty name or none at all, as a multipart body or a form.
 */
function duplicated(
  random: Random,
  fields: Array<[string, string]>,
): { contentType: string | undefined; body: Buffer } {
  const repeated = fields.flatMap((field) =>
    Array.from({ length: random.int(1, 4) }, (): [string, string] => [
      field[0],
      random.chance(0.5) ? field[1] : random.pick(ODD_VALUES),
    ]),
  )
  if (random.chance(0.5)) return urlencoded([...repeated, ['', 'x'], ['', 'y']], random)
  const boundary = 'dup'
  const parts = [
    ...repeated.map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name=""\r\n\r\nvacío\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nsin nombre\r\n`,
    `--${boundary}--\r\n`,
  ]
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(parts.join('')) }
}

/** A multipart body cut short: no closing boundary, sometimes cut inside a part's headers. */
function truncatedMultipart(random: Random, fields: Array<[string, string]>): { contentType: string; body: Buffer } {
  const whole = multipart(random, fields, random.chance(0.5))
  return {
    contentType: whole.contentType,
    body: whole.body.subarray(0, random.int(1, Math.max(1, whole.body.length - 10))),
  }
}

function deepJson(random: Random): string {
  const depth = random.pick([100, 5_000, 100_000])
  return random.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

function addHeaders(random: Random, headers: Array<[string, string | Buffer]>): void {
  if (random.chance(0.2))
    headers.push([
      'X-Forwarded-For',
      random.pick(['203.0.113.7', '::1', 'garbage', '1.2.3.4, 5.6.7.8', '999.1.1.1', '', 'a'.repeat(2000)]),
    ])
  if (random.chance(0.15))
    headers.push([
      'Cookie',
      random.pick([
        'payload-token=garbage',
        '__prerender_bypass=x; __next_preview_data=y',
        'cc_cookie=%7B%22categories%22%3A1%7D',
        'cc_cookie={',
        '=;=;;',
        'a=' + 'b'.repeat(6000),
      ]),
    ])
  if (random.chance(0.1))
    headers.push(['Accept-Language', random.pick(['*', 'xx', 'es-ES;q=abc', ';;;', 'a'.repeat(1000)])])
  if (random.chance(0.1))
    headers.push(['Origin', random.pick(['null', 'https://evil.example', 'http://localhost', '%'])])
  if (random.chance(0.08))
    headers.push([
      'Range',
      random.pick(['bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'bytes=a-b', 'bytes=0-1,2-3,4-5']),
    ])
  if (random.chance(0.05)) headers.push(['X-Long', 'h'.repeat(random.pick([9000, 20_000]))])
  if (random.chance(0.05)) headers.push(['X-Crlf', Buffer.from('a\r\nSet-Cookie: injected=1')])
  if (random.chance(0.05)) headers.push(['Accept', random.pick(['text/x-component', 'application/json', '*/*;q=x'])])
  if (random.chance(0.05))
    headers.push(['RSC', '1'], ['Next-Router-State-Tree', random.pick(['%5B%5D', 'garbage', '%7B'])])
  if (random.chance(0.04)) headers.push(['Next-Action', random.pick(['x', '0'.repeat(40)])])
  if (random.chance(0.04)) headers.push(['Transfer-Encoding', 'chunked'])
}

/** encodeURIComponent throws on a lone surrogate; a form would send U+FFFD. */
function safeString(value: string): string {
  return value.replace(/[\ud800-\udfff]/g, '\ufffd')
}
