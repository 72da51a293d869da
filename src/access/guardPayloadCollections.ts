import type { Payload } from 'payload'

import { refuseBadQueries } from './refuseBadQueries'

/** The collections Payload adds to the configuration itself, after ours are composed. */
const PAYLOADS_OWN = ['payload-preferences', 'payload-locked-documents', 'payload-migrations'] as const

/**
 * Gives Payload's own collections the query guard ours have (withRestGuards): they exist only once
 * Payload has built its configuration, so the hook is added when it starts. Restoring a «version»
 * of one of them (they keep none) ended in a 500, found by the fuzzer.
 */
export function guardPayloadCollections(payload: Payload): void {
  for (const slug of PAYLOADS_OWN) {
    const config = payload.collections[slug]?.config
    if (!config) continue
    const hooks = (config.hooks.beforeOperation ??= [])
    if (!hooks.includes(refuseBadQueries)) hooks.unshift(refuseBadQueries)
  }
}
