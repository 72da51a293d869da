// Next's page and data cache for several instances of the site (next.config.ts `cacheHandler`).
//
// Each instance keeps Next's own file-system cache (its pages, its loops' data) in its own build
// folder; what they share is the one thing that must agree: when a tag or a path was invalidated.
// A publish on any instance calls revalidatePath/revalidateTag there; this handler writes the
// invalidation times into a Redis hash and publishes them, and every instance's subscriber folds them
// into Next's own tags manifest, which the file-system cache consults before serving an entry. So a
// page published on A is re-rendered on B at its next request, within the time a Redis message takes.
// On (re)connection the whole hash is read again, for what was published while this instance was
// away. Without REDIS_URL the handler is Next's file-system cache and nothing more.
//
// Why not a library or a Redis store for the pages: see docs/ARCHITECTURE.md («Several instances»).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { Redis } from 'ioredis'

import { announcePagesChanged } from './pagesChanged.mjs'
import { redisNamespace } from './redisNamespace.mjs'

// Node reads this CommonJS module whole as the default export; its class is the module's `default`.
/** @type {typeof FileSystemCacheModule} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule
// This site's, in a Redis other sites may share (redisNamespace).
const HASH = `${redisNamespace()}cache:tags`
const CHANNEL = `${redisNamespace()}cache:invalidated`

/** @typedef {{ stale?: number, expired?: number }} TagEntry */

const debug = Boolean(process.env.REVELA_DEBUG_CACHE)

/** Folds invalidation times into this process's manifest, keeping the later of each. @param {Record<string, TagEntry>} entries */
function merge(entries) {
  if (debug) console.log(`[caché] recibido ${JSON.stringify(entries)}`)
  for (const [tag, entry] of Object.entries(entries)) {
    const mine = tagsManifest.get(tag) ?? {}
    /** @type {TagEntry} */
    const next = { ...mine }
    if (typeof entry.stale === 'number') next.stale = Math.max(mine.stale ?? 0, entry.stale)
    if (typeof entry.expired === 'number') next.expired = Math.max(mine.expired ?? 0, entry.expired)
    tagsManifest.set(tag, next)
  }
  announcePagesChanged()
}

const KEY = Symbol.for('revela.sharedTags')
/** @typedef {{ publisher: Redis, up: boolean, warned: boolean, pending: Record<string, TagEntry> }} Shared */
/** @type {{ [KEY]?: Shared | null }} */
const holder = /** @type {any} */ (globalThis)

/** The process's two connections (Redis wants one of its own for a subscription), made once. */
function shared() {
  if (holder[KEY] !== undefined) return holder[KEY]
  const url = process.env.REDIS_URL
  // The build prerenders with this handler too; it invalidates nothing, and a connection would keep it running.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return (holder[KEY] = null)
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (/** @type {number} */ n) => Math.min(n * 250, 2000),
  }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true })
  /** @type {Shared} */
  const state = { publisher, up: false, warned: false, pending: {} }
  const down = (/** @type {Error} */ error) => {
    state.up = false
    if (state.warned) return
    state.warned = true
    console.warn(
      `• Redis no responde (${error.message}): las páginas se invalidan solo en esta instancia hasta que vuelva.`,
    )
  }
  /** What the others invalidated while this instance could not hear them. */
  const catchUp = async () => {
    try {
      const all = await publisher.hgetall(HASH)
      merge(Object.fromEntries(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json)])))
    } catch {
      // Not reachable yet (the other connection's `ready` reads it), or not ours: nothing to fold.
    }
  }
  publisher.on('error', down)
  // What was invalidated here while Redis was away goes out as soon as it is back; and the hash is
  // read again, in case the subscription came back before this connection could read it.
  publisher.on('ready', () => {
    const pending = state.pending
    state.pending = {}
    if (Object.keys(pending).length) void send(state, pending)
    void catchUp()
  })
  subscriber.on('error', down)
  subscriber.on('ready', async () => {
    try {
      await subscriber.subscribe(CHANNEL)
      await catchUp()
      if (state.warned) console.warn('• Redis responde de nuevo: las páginas se invalidan en todas las instancias.')
      state.up = true
      state.warned = false
    } catch (error) {
      down(/** @type {Error} */ (error))
    }
  })
  subscriber.on('message', (_channel, message) => {
    try {
      merge(JSON.parse(message))
    } catch {
      // Not ours: ignored.
    }
  })
  return (holder[KEY] = state)
}

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx)
    shared()
  }

  /**
   * Stores a rendered page, except a «not found» one. Next would keep a 404 of the catch-all page
   * for every address asked (~13 KB on disk and in memory each): a client asking random addresses
   * would fill the disk, one file per address. Unknown addresses are rendered each time instead
   * (the same work as the first time, which is all they would get from a cache a visitor fills).
   * @param {string} key @param {any} data @param {any} ctx
   */
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    await super.set(key, data, ctx)
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    announcePagesChanged()
    const state = shared()
    if (!state) return
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list.length) return
    /** @type {Record<string, TagEntry>} */
    const entries = Object.fromEntries(list.map((tag) => [tag, tagsManifest.get(tag) ?? {}]))
    await send(state, entries)
  }
}

/** Writes invalidation times to the hash and tells the other instances; kept for later if Redis is away. @param {Shared} state @param {Record<string, TagEntry>} entries */
async function send(state, entries) {
  if (debug) console.log(`[caché] enviado ${JSON.stringify(entries)}`)
  try {
    await state.publisher
      .multi()
      .hset(HASH, Object.fromEntries(Object.entries(entries).map(([tag, entry]) => [tag, JSON.stringify(entry)])))
      .publish(CHANNEL, JSON.stringify(entries))
      .exec()
  } catch {
    // Redis is away: the connection's error listener (down) has said so once, and
    // these entries wait in `pending` until its `ready` sends them.
    Object.assign(state.pending, entries)
  }
}

/** A page the app rendered as «not found» (notFound(), Next's 404). @param {any} data */
const isNotFoundPage = (data) => (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && data.status === 404
