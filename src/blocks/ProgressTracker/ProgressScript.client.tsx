'use client'

import { useEffect } from 'react'

/**
 * Starts one reading-progress indicator. It renders nothing; the indicator's code is imported
 * when it mounts, in a chunk of its own, so a page without one never downloads it.
 */
export function ProgressScript({ target }: { target: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./browser/startProgress').then(({ startProgress }) => {
      const el = document.querySelector<HTMLElement>(`[data-progress="${CSS.escape(target)}"]`)
      if (!cancelled && el) stop = startProgress(el)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [target])
  return null
}
