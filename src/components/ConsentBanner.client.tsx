'use client'

import { useEffect } from 'react'

import type { ConsentClientConfig } from '@/privacy/consentTypes'

// Kept on globalThis, not in this module: React's strict mode runs effects twice, and two chunks
// may each carry a copy of the module; the banner must start once per page load.
const KEY = Symbol.for('revela.consentBanner')
const state = globalThis as Record<symbol, boolean | undefined>

/**
 * The cookie banner (vanilla-cookieconsent). It renders nothing itself: the library draws its
 * fixed-position dialog once its code and styles have loaded, after hydration, so the banner
 * takes no space in the page and moves nothing when it appears.
 */
export function ConsentBanner({ config }: { config: ConsentClientConfig }) {
  useEffect(() => {
    if (state[KEY]) return
    state[KEY] = true
    import('@/privacy/browser/startConsent')
      .then(({ startConsent }) => startConsent(config))
      .catch((error: unknown) => console.error('No se ha podido iniciar el aviso de cookies.', error))
  }, [config])
  return null
}
