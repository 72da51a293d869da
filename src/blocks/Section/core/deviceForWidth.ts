import { BREAKPOINTS } from '@/lib/constants'

/** The three device ranges an editor can switch an effect on or off for. */
export type Device = 'desktop' | 'tablet' | 'mobile'

/**
 * The device range a window of this width falls in, as the CSS media queries see it: mobile up to
 * 767 px, tablet up to 1024 px, desktop above. Pass `window.innerWidth`, which counts the scrollbar
 * as media queries do.
 */
export function deviceForWidth(width: number): Device {
  if (width <= BREAKPOINTS.mobile) return 'mobile'
  if (width <= BREAKPOINTS.tablet) return 'tablet'
  return 'desktop'
}
