import type { PlannedAction } from './planActions'

/**
 * Runs one server-provided script in the page's global scope (only reached when the site allows
 * scripts). An API result's `api_response` JSON is exposed first as `window.rcf7_response`, as the
 * redirect plugin does. The script goes in as an inline <script> element, which the site's
 * Content-Security-Policy allows ('unsafe-inline'), where `new Function` would need 'unsafe-eval'.
 * Failures are logged, never thrown.
 */
export function runScript(
  win: Window,
  action: Extract<PlannedAction, { kind: 'script' }>,
  log: Pick<Console, 'error'>,
): void {
  try {
    if (action.apiResponse?.trim()) Reflect.set(win, 'rcf7_response', JSON.parse(action.apiResponse))
    const script = win.document.createElement('script')
    script.textContent = action.source
    win.document.head.append(script)
    script.remove()
  } catch (error) {
    log.error('Error handling API action:', error)
  }
}
