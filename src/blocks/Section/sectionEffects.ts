import type { SectionBlock } from '@/payload-types'

import type { Device } from './core/deviceForWidth'
import type { MotionSettings } from './core/motionStyle'
import type { StickySettings } from './core/stickyState'

const DEVICES: readonly Device[] = ['desktop', 'tablet', 'mobile']
const devicesOf = (value: Device[] | null | undefined, fallback: Device[]): Device[] =>
  value ? DEVICES.filter((d) => value.includes(d)) : fallback

/** The section's scroll effects, or null when there is nothing to animate (no script is sent then). */
export function motionOf(
  motion: SectionBlock['motion'] | null,
): { settings: MotionSettings; devices: Device[] } | null {
  const settings: MotionSettings = {
    translateY: motion?.translateY ?? 'none',
    speed: Math.min(10, Math.max(1, motion?.speed ?? 4)),
    opacity: motion?.opacity ?? 'none',
    scale: motion?.scale ?? 'none',
  }
  const devices = devicesOf(motion?.devices, ['desktop', 'tablet'])
  const moves = settings.translateY !== 'none' || settings.opacity !== 'none' || settings.scale !== 'none'
  return moves && devices.length ? { settings, devices } : null
}

/** The section's sticky settings, or null when it does not stick anywhere (no script is sent then). */
export function stickyOf(
  sticky: SectionBlock['sticky'] | null,
): { settings: StickySettings; devices: Device[] } | null {
  const position = sticky?.position
  const devices = devicesOf(sticky?.devices, [...DEVICES])
  if ((position !== 'top' && position !== 'bottom') || !devices.length) return null
  return { settings: { position, offset: Math.min(500, Math.max(0, sticky?.offset ?? 0)) }, devices }
}
