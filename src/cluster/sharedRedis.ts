import { Redis } from 'ioredis'

import { env } from '@/env'

type Shared = { client: Redis; up: boolean; down: boolean }

const KEY = Symbol.for('revela.sharedRedis')
/** On the process's global object, by address: Next's bundles and the tests' reloaded modules share one. */
const holder = globalThis as { [KEY]?: Map<string, Shared> }

/**
 * The Redis that several instances of the site share (REDIS_URL), or null for one instance alone.
 * One connection per process, made on first use. Nothing waits for it: commands fail at once while
 * it is unreachable (no offline queue), so each caller falls back to its own memory; the log says
 * so once when it goes and once when it comes back, and the client keeps reconnecting.
 */
export function sharedRedis(): Redis | null {
  const url = env().redisUrl
  if (!url) return null
  const all = (holder[KEY] ??= new Map())
  const known = all.get(url)
  if (known) return known.client
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    // A Redis that holds a command without answering must not hold a visitor's post either.
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  })
  const shared: Shared = { client, up: false, down: false }
  client.on('ready', () => {
    shared.up = true
    if (shared.down)
      console.warn('• Redis responde de nuevo: los límites vuelven a ser comunes a todas las instancias.')
    shared.down = false
  })
  client.on('error', (error: Error) => {
    shared.up = false
    if (shared.down) return
    shared.down = true
    console.warn(
      `• Redis no responde (${error.message}): cada instancia limita con su propia memoria hasta que vuelva.`,
    )
  })
  all.set(url, shared)
  return client
}

/** For /readyz: whether the shared Redis is in use, reachable or not. */
export function sharedRedisState(): 'off' | 'up' | 'down' {
  const url = env().redisUrl
  if (!url) return 'off'
  sharedRedis()
  return holder[KEY]?.get(url)?.up ? 'up' : 'down'
}
