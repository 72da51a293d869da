'use client'

import { useEffect } from 'react'

/**
 * Adds the share sheet and print buttons to one server-drawn group. It renders nothing: the links
 * work before (and without) it. The behaviour is imported on mount, in a chunk of its own, so a
 * page without share buttons never downloads it.
 */
export function ShareButtonsScript({ id }: { id: string }) {
  useEffect(() => {
    let handle: { destroy(): void } | undefined
    let cancelled = false
    void import('./browser/startShareButtons').then(({ startShareButtons }) => {
      const root = document.getElementById(id)
      if (!cancelled && root) handle = startShareButtons(root)
    })
    return () => {
      cancelled = true
      handle?.destroy()
    }
  }, [id])
  return null
}
