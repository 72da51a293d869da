'use client'

import { useEffect } from 'react'

/**
 * Starts the client gallery's behaviour (browser/startClientGallery) once the page is on screen:
 * hearts and notes saved at once without leaving the page, the favourites filter, the counter.
 * Its code is its own chunk, loaded by this page only.
 */
export function GalleryScript() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('@/galleries/browser/startClientGallery').then(({ startClientGallery }) => {
      const root = document.querySelector<HTMLElement>('.cg')
      if (!cancelled && root) stop = startClientGallery(root)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])
  return null
}
