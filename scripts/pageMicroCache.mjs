// Anonymous visitors' pages, kept in this process's memory for a second: what deploy/nginx.conf's
// micro-cache does, for a server with no nginx in front of it.
//
// Next answers a prerendered page from its cache in about 2 ms of this process's one thread (its
// router, the cache entry's read, its headers): ~410 req/s at 50 connections on a 2-core machine,
// p99 ~700 ms. The same bytes written from memory: ~3,000 req/s, p99 ~30 ms. So the first request
// each second for an address (in a given Accept-Encoding) goes to Next, and its answer, as it was
// sent (compressed), answers the others in that second. While that request is under way, the
// previous copy is still served (as nginx's `proxy_cache_use_stale updating`).
//
// What may be kept is decided by Next's answer, not by the address: a 200 or a 404 marked as its
// page cache's (`x-nextjs-cache`), public (no private, no-store or no-cache), setting no cookie, and
// varying on nothing but the headers of the key. What may be answered from it: a GET or HEAD with no
// signed-in or draft-mode cookie, no Range, no condition and no credentials; everything else goes to
// Next as before. The key is the address, Accept-Encoding and the router's headers (a visitor's
// browser asks the same address for the page and, following a link inside the site, for its RSC
// data): the headers Next names in its Vary, as nginx keeps one copy per variant. A publish empties
// it at once in this process (src/cluster/pagesChanged.mjs), and an answer begun before the publish
// is not kept; another instance's publish reaches it through Redis, or within the second.
import { onPagesChanged } from '../src/cluster/pagesChanged.mjs'

/** How long a copy answers without asking Next again (nginx's `proxy_cache_valid … 1s`). */
export const FRESH_MS = 1000
/** How long past that a copy still answers while one request asks Next for a new one. */
export const STALE_MS = 5000
/** The largest answer kept, and all of them together: the demo's 24 pages in three encodings, with the router's data, take ~2.4 MB. */
export const MAX_ENTRY_BYTES = 1024 * 1024
export const MAX_TOTAL_BYTES = 16 * 1024 * 1024
/** Longer addresses or header values are never keys (no one's page needs them). */
const MAX_KEY_PART = 1024

/** Request headers Next varies a page's answer on (its Vary): part of the key. */
const VARY_HEADERS = [
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
/** Request headers whose answer is not the page every visitor gets. */
const PASS_HEADERS = [
  'next-action',
  'authorization',
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
]
/** Cookies of a signed-in editor or of draft mode: their pages are not the public ones. */
const PRIVATE_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/
/**
 * A page, or the «not found» page of an address asked again and again (a broken link, a bot): Next
 * draws that one at each request (~80 a second here), since its cache keeps no 404. nginx keeps
 * both for a second too. A client asking new addresses gets no further than Next would take it.
 */
const SHAREABLE_STATUS = new Set([200, 404])
/** Headers of the kept answer that belong to its connection, not to the page. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * The key under which `req`'s answer may be kept or found, or null when it must go to Next.
 * @param {import('node:http').IncomingMessage} req
 */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (url.length > MAX_KEY_PART) return null
  for (const name of PASS_HEADERS) if (name in req.headers) return null
  if (PRIVATE_COOKIE.test(req.headers.cookie ?? '')) return null
  let key = url
  for (const name of VARY_HEADERS) {
    const value = req.headers[name]
    if (Array.isArray(value) || (value?.length ?? 0) > MAX_KEY_PART) return null
    // An absent header and an empty one are told apart (a header's value holds no line break).
    key += value === undefined ? '\n' : `\n=${value}`
  }
  return key
}

/**
 * Whether an answer with this status and these headers is the same page for every visitor.
 * @param {number} status @param {import('node:http').OutgoingHttpHeaders} headers
 */
export function isShareable(status, headers) {
  if (!SHAREABLE_STATUS.has(status) || 'set-cookie' in headers || !('x-nextjs-cache' in headers)) return false
  const cacheControl = String(headers['cache-control'] ?? '')
  if (cacheControl === '' || /private|no-store|no-cache/i.test(cacheControl)) return false
  const vary = [headers.vary ?? []].flat().join(',').toLowerCase().split(',')
  return vary.every((name) => name.trim() === '' || VARY_HEADERS.includes(name.trim()))
}

/** @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer, storedAt: number, refreshingSince: number }} Entry */

/** The cache: `answer` serves a kept page, `keep` records one as Next sends it. */
export function pageMicroCache({ now = Date.now } = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let total = 0
  // Raised by each publish: an answer begun under an earlier generation may be the page as it was.
  let generation = 0

  const drop = (/** @type {string} */ key) => {
    const entry = entries.get(key)
    if (!entry) return
    total -= entry.body.length
    entries.delete(key)
  }
  const clear = () => {
    entries.clear()
    total = 0
    generation++
  }
  onPagesChanged(clear)
  // Copies past their use are let go even if nobody asks for them again: after a burst of traffic
  // (a crawler, an attack on random addresses), the memory comes back within seconds.
  const sweep = () => {
    for (const [key, entry] of entries) if (now() - entry.storedAt > FRESH_MS + STALE_MS) drop(key)
  }
  setInterval(sweep, STALE_MS).unref()

  /** @param {string} key @param {Entry} entry */
  const store = (key, entry) => {
    drop(key)
    entries.set(key, entry)
    total += entry.body.length
    // The least recently used go first (a Map keeps insertion order; a hit moves its entry last).
    for (const [oldest] of entries) {
      if (total <= MAX_TOTAL_BYTES) break
      drop(oldest)
    }
  }

  /**
   * Answers `req` from memory and returns true, or returns false when Next must answer it.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  const answer = (req, res) => {
    const key = cacheKey(req)
    const entry = key === null ? undefined : entries.get(key)
    if (!key || !entry) return false
    const age = now() - entry.storedAt
    if (age > FRESH_MS + STALE_MS) {
      drop(key)
      return false
    }
    if (age > FRESH_MS && now() - entry.refreshingSince > STALE_MS) {
      // This request asks Next again; the others keep the copy until its answer replaces it.
      entry.refreshingSince = now()
      return false
    }
    entries.delete(key)
    entries.set(key, entry)
    res.writeHead(entry.status, {
      ...entry.headers,
      'content-length': entry.body.length,
      age: String(Math.floor(age / 1000)),
      // Kept from the answer that rendered it (MISS, STALE); this one comes from a cache.
      'x-nextjs-cache': 'HIT',
    })
    // A HEAD gets the headers only: Node sends no body for one.
    res.end(entry.body)
    return true
  }

  /**
   * Keeps a copy of Next's answer to `req` as it is sent, if it is shareable. Call before anything
   * that changes what is sent (compression), so that the copy is what went on the wire.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  const keep = (req, res) => {
    const key = req.method === 'GET' ? cacheKey(req) : null
    if (!key) return
    const startedIn = generation
    /** @type {Buffer[] | null} */
    let chunks = null
    let size = 0
    let decided = false
    const collect = (/** @type {any} */ chunk, /** @type {any} */ encoding) => {
      if (!decided) {
        decided = true
        if (isShareable(res.statusCode, res.getHeaders())) chunks = []
      }
      if (!chunks || chunk == null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
      size += buffer.length
      if (size > MAX_ENTRY_BYTES) chunks = null
      else chunks.push(buffer)
    }
    const write = res.write
    const end = res.end
    res.write = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding)
        return write.call(this, chunk, encoding, callback)
      }
    )
    res.end = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding)
        return end.call(this, chunk, encoding, callback)
      }
    )
    res.once('finish', () => {
      if (generation !== startedIn) return
      // A page that is no longer shareable (withdrawn, now private) leaves no copy behind either.
      if (!chunks || !isShareable(res.statusCode, res.getHeaders())) return drop(key)
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = {}
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (!CONNECTION_HEADERS.has(name) && value !== undefined) headers[name] = value
      store(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), storedAt: now(), refreshingSince: 0 })
    })
  }

  return { answer, keep, clear, sweep, size: () => total }
}
