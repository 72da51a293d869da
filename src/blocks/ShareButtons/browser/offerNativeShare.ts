import { BREAKPOINTS } from '@/lib/constants'

/** Phones and tablets: the viewports up to the tablet breakpoint (1024 px). */
export const NATIVE_SHARE_MEDIA = `(max-width: ${BREAKPOINTS.tablet}px)`

/**
 * Whether to reveal the «Compartir…» button: only where the browser has the Web Share API and the
 * viewport is a phone's or a tablet's. Desktop browsers that have the API open a small system sheet
 * that duplicates the buttons beside it, so there the network buttons are enough.
 */
export function offerNativeShare(env: { hasShareApi: boolean; mobileViewport: boolean }): boolean {
  return env.hasShareApi && env.mobileViewport
}
