import type { PlannedAction } from './planActions'

/**
 * Runs one server-provided script in the page's global scope (only reached when the site allows
 * scripts). An API result's `api_response` JSON is exposed first as `window.rcf7_response`, as the
 * redirect plugin does. Failures are logged, never thrown.
 */
export function runScript(win: Window, action: Extract<PlannedAction, { kind: 'script' }>, log: Pick<Console, 'error'>): void {
  try {
    if (action.apiResponse?.trim()) Reflect.set(win, 'rcf7_response', JSON.parse(action.apiResponse))
    const PageFunction = (win as Window & typeof globalThis).Function
    new PageFunction(action.source)()
  } catch (error) {
    log.error('Error handling API action:', error)
  }
}
