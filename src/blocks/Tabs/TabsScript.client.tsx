'use client'

import { useEffect } from 'react'

/**
 * Brings one server-drawn tabs block to life. It renders nothing: the tab list, the accordion
 * headings and the open panel are already in the page. The tabs' code is imported on mount, in a
 * chunk of its own, so that a page without tabs never downloads it.
 */
export function TabsScript({ rootId }: { rootId: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./browser/startTabs').then(({ startTabs }) => {
      const root = document.getElementById(rootId)
      if (cancelled || !root) return
      stop = startTabs(root)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [rootId])
  return null
}
