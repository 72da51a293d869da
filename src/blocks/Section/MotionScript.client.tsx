'use client'

import { useEffect } from 'react'

import type { Device } from './core/deviceForWidth'
import type { MotionSettings } from './core/motionStyle'

/**
 * Starts a section's scroll effects. It renders nothing; the effects' code is imported when it
 * mounts, in a chunk of its own, so a page without them never downloads it.
 */
export function MotionScript({
  target,
  settings,
  devices,
}: {
  target: string
  settings: MotionSettings
  devices: Device[]
}) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./browser/startMotion').then(({ startMotion }) => {
      const section = document.querySelector<HTMLElement>(`[data-section-fx="${CSS.escape(target)}"]`)
      if (!cancelled && section) stop = startMotion(section, settings, devices)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [target, settings, devices])
  return null
}
