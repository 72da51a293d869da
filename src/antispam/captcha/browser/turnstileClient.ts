import { CAPTCHA } from '@/lib/constants'

import type { CaptchaClient } from './CaptchaClient'
import { loadScript, scriptAddress } from './loadScript'
import { withTimeout } from './withTimeout'

type Turnstile = {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined
  execute(widgetId: string): void
  reset(widgetId: string): void
}

type Widget = { id: string; settle?: { resolve(token: string): void; reject(error: Error): void } }

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js'

/**
 * Cloudflare Turnstile: one widget per action, rendered on first use and run on demand. With
 * `interaction-only` it stays hidden unless Cloudflare wants the visitor to click, so it sits in
 * a fixed corner where that click is possible. Callers must not ask for the same action twice at
 * once (createCaptchaClient shares the request in flight), since a reset cancels the previous run.
 */
export function turnstileClient(siteKey: string, scriptUrl = SCRIPT): CaptchaClient {
  let api: Promise<Turnstile> | undefined
  const widgets = new Map<string, Widget>()
  const load = () =>
    (api ??= withTimeout(
      loadScript(scriptAddress(scriptUrl, 'render', 'explicit')).then(() => {
        const turnstile = (globalThis as { turnstile?: Turnstile }).turnstile
        if (!turnstile) throw new Error('CAPTCHA: el script de Turnstile no definió turnstile')
        return turnstile
      }),
      CAPTCHA.anchorTimeoutMs,
      'anchor',
    ).catch((error: unknown) => {
      api = undefined
      throw error
    }))

  const widgetFor = (turnstile: Turnstile, action: string): Widget => {
    const existing = widgets.get(action)
    if (existing) {
      turnstile.reset(existing.id)
      return existing
    }
    const container = document.createElement('div')
    container.style.cssText = 'position:fixed;right:1rem;bottom:1rem;z-index:2147483000'
    document.body.append(container)
    const widget: Widget = { id: '' }
    const fail = (what: string) => (code?: string) => {
      widget.settle?.reject(new Error(`CAPTCHA: Turnstile ${what}${code ? ` (${code})` : ''}`))
      return true // tells Turnstile the error was handled, so it does not throw on the page
    }
    widget.id =
      turnstile.render(container, {
        sitekey: siteKey,
        action,
        execution: 'execute',
        appearance: 'interaction-only',
        callback: (token: string) => widget.settle?.resolve(token),
        'error-callback': fail('error'),
        'timeout-callback': fail('timeout'),
      }) ?? ''
    widgets.set(action, widget)
    return widget
  }

  return {
    async token(action) {
      const turnstile = await load()
      const run = new Promise<string>((resolve, reject) => {
        const widget = widgetFor(turnstile, action)
        widget.settle = { resolve, reject }
        turnstile.execute(widget.id)
      })
      return withTimeout(run, CAPTCHA.executeTimeoutMs, 'execute')
    },
  }
}
