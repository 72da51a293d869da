import type { BrowserEnv } from '../env'
import type { PlannedAction } from './planActions'

/** The effects that need the DOM; navigation and timers come from the env. */
export interface ActionEffects {
  popup(action: Extract<PlannedAction, { kind: 'popup' }>): void
  post(spec: unknown): void
  script(action: Extract<PlannedAction, { kind: 'script' }>): void
  request(url: string, method: string): void
}

/** Schedules each planned action on the env's clock; returns the timer ids (for cancelling). */
export function runActions(
  actions: readonly PlannedAction[],
  env: Pick<BrowserEnv, 'setTimeout' | 'navigate' | 'open'>,
  effects: ActionEffects,
): unknown[] {
  return actions.map((action) =>
    env.setTimeout(() => {
      switch (action.kind) {
        case 'navigate':
          return env.navigate(action.url)
        case 'open':
          return env.open(action.url)
        case 'popup':
          return effects.popup(action)
        case 'post':
          return effects.post(action.form)
        case 'script':
          return effects.script(action)
        case 'request':
          return effects.request(action.url, action.method)
      }
    }, action.delayMs),
  )
}
