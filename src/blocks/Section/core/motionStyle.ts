/** A section's scroll effects, as the editor chose them («Efectos de movimiento»). */
export type MotionSettings = {
  translateY: 'none' | 'up' | 'down'
  /** 1–10, as in Elementor. */
  speed: number
  opacity: 'none' | 'fadeIn' | 'fadeOut' | 'fadeInOut'
  scale: 'none' | 'grow' | 'shrink'
}

/** Inline style values; an empty string removes the property. */
export type MotionStyle = { transform: string; opacity: string }

// Tunables of our own (the seed gives no figures). Each speed step moves the content 20 px over the
// whole pass (±10 px either side of its place), so speed 10 travels 200 px: visible, never wild.
export const MOTION_PX_PER_SPEED = 20
// Fades and scales happen over the first (or last) 30 % of the pass, so that the content is fully
// shown well before its section reaches the middle of the window and can be read there.
export const MOTION_RAMP = 0.3
// A shrunk section is never smaller than 85 %: a scale above 1 would spill past the window's edge.
export const MOTION_SCALE_MIN = 0.85

const round = (n: number) => Math.round(n * 1000) / 1000

/** 0 → 1 while entering, then 1. */
const rampIn = (p: number) => Math.min(1, p / MOTION_RAMP)
/** 1, then 1 → 0 while leaving. */
const rampOut = (p: number) => Math.min(1, (1 - p) / MOTION_RAMP)

/**
 * The transform and opacity of a section's content at `progress` through the window (see
 * viewportProgress). The content sits in its own place when its section is in the middle of the
 * pass, so the page reads as laid out; only transforms and opacity change, never layout.
 */
export function motionStyle(settings: MotionSettings, progress: number): MotionStyle {
  const p = Math.min(1, Math.max(0, progress))
  const parts: string[] = []
  if (settings.translateY !== 'none') {
    const speed = Math.min(10, Math.max(1, settings.speed))
    const y = round((0.5 - p) * speed * MOTION_PX_PER_SPEED * (settings.translateY === 'up' ? 1 : -1))
    parts.push(`translateY(${y}px)`)
  }
  if (settings.scale !== 'none') {
    const level = settings.scale === 'grow' ? rampIn(p) : rampOut(p)
    parts.push(`scale(${round(MOTION_SCALE_MIN + (1 - MOTION_SCALE_MIN) * level)})`)
  }
  let opacity = ''
  if (settings.opacity !== 'none') {
    const level =
      settings.opacity === 'fadeIn'
        ? rampIn(p)
        : settings.opacity === 'fadeOut'
          ? rampOut(p)
          : Math.min(rampIn(p), rampOut(p))
    opacity = String(round(level))
  }
  return { transform: parts.join(' '), opacity }
}
