import { createHash } from 'node:crypto'

/**
 * The prefix of every key and channel one site keeps in Redis. A host may give one Redis to several
 * studios' sites: their invalidations and posting counts must not mix (one studio's publish purging
 * another's pages, one's visitors using up another's limits). The instances of a site share its
 * public address, SITE_URL (required with REDIS_URL in production), so that names the site.
 * Plain JavaScript: the cache handler (sharedTagsCacheHandler.mjs) runs outside the TypeScript build.
 * @param {Partial<Record<string, string>>} [env] the environment, SITE_URL and PORT read
 * @returns {string}
 */
export function redisNamespace(env = process.env) {
  const site = (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).trim().replace(/\/+$/, '').toLowerCase()
  return `revela:${createHash('sha256').update(site).digest('hex').slice(0, 12)}:`
}
