'use client'

import { useEffect } from 'react'

type Handle = { stop(): void }
type Shared = { users: number; handle: Handle | null; loading: boolean }

// Shared through globalThis, not this module alone: two chunks may each carry a copy of the module,
// and the page must still have a single collector (two would double every count).
const KEY = Symbol.for('revela.signalCollector')
const shared = ((globalThis as Record<symbol, Shared | undefined>)[KEY] ??= { users: 0, handle: null, loading: false })

/** Starts the collector unless it runs or is on its way; it starts only if someone still wants it. */
function acquire() {
  shared.users += 1
  if (shared.handle || shared.loading) return
  shared.loading = true
  void import('@/antispam/collector')
    .then(({ startSignalCollector }) => {
      if (shared.users > 0 && !shared.handle) shared.handle = startSignalCollector(document)
    })
    .finally(() => {
      shared.loading = false
    })
}

/** The last form to leave the page stops the collector; earlier ones leave it to the others. */
function release() {
  shared.users = Math.max(0, shared.users - 1)
  if (shared.users === 0 && shared.handle) {
    shared.handle.stop()
    shared.handle = null
  }
}

/**
 * Starts Akismet's behavioural signals (typing, clicks, scrolls) for the page's POST forms. Every
 * form that wants them renders this component; the collector listens on the whole document, so
 * one runs per page however many forms there are, and it stops when the last of them unmounts.
 */
export function SignalCollector() {
  useEffect(() => {
    acquire()
    return release
  }, [])
  return null
}
