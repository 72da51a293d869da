'use client'

import { useEffect } from 'react'

/**
 * Brings one server-drawn carousel to life. It renders nothing: the slides, buttons and dots are
 * already in the page, laid out by CSS, so nothing moves when the script starts. Embla and the
 * carousel's code are imported on mount, in a chunk of their own, so that a page without a carousel
 * never downloads them.
 */
export function CarouselScript({ rootId, autoplay, delayMs }: { rootId: string; autoplay: boolean; delayMs: number }) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./browser/startCarousel').then(({ startCarousel }) => {
      const root = document.getElementById(rootId)
      if (cancelled || !root) return
      stop = startCarousel(root, { autoplay, delayMs })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [rootId, autoplay, delayMs])
  return null
}
