'use client'

import { useEffect } from 'react'

import type { Device } from './core/deviceForWidth'
import type { StickySettings } from './core/stickyState'

/**
 * Makes a section sticky. It renders nothing; the code is imported when it mounts, in a chunk of
 * its own, so a page without a sticky section never downloads it.
 */
export function StickyScript({
  target,
  settings,
  devices,
}: {
  target: string
  settings: StickySettings
  devices: Device[]
}) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./browser/startSticky').then(({ startSticky }) => {
      const section = document.querySelector<HTMLElement>(`[data-section-fx="${CSS.escape(target)}"]`)
      if (!cancelled && section) stop = startSticky(section, settings, devices)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [target, settings, devices])
  return null
}
