'use client'

import { useEffect } from 'react'

/**
 * Brings one server-drawn posts loop to life: its filter and pagination then change the cards in
 * place. It renders nothing, and the links work before (and without) it. The behaviour is imported
 * on mount, in a chunk of its own, so that a page without a loop never downloads it.
 */
export function PostsLoopScript({ widgetId }: { widgetId: string }) {
  useEffect(() => {
    let handle: { stop(): void } | null = null
    let cancelled = false
    void import('./browser/startPostsLoop').then(({ startPostsLoop }) => {
      if (!cancelled) handle = startPostsLoop(document, widgetId)
    })
    return () => {
      cancelled = true
      handle?.stop()
    }
  }, [widgetId])
  return null
}
