import { CONTACT_FORM } from '@/lib/constants'

import { httpsUrl, safeUrl } from './safeUrl'

/** One thing to do after mail_sent, `delayMs` after the response. */
export type PlannedAction =
  | { kind: 'popup'; delayMs: number; html: string; name: string }
  | { kind: 'navigate' | 'open'; delayMs: number; url: string }
  | { kind: 'post'; delayMs: number; form: unknown }
  | { kind: 'script'; delayMs: number; source: string; apiResponse?: string }
  | { kind: 'request'; delayMs: number; url: string; method: string }

type Item = Record<string, unknown>

const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A list of items as PHP may serialise it: an array, one item, or an object keyed by index. */
function items(value: unknown, isItem: (item: Item) => boolean): Item[] {
  if (Array.isArray(value)) return value.filter(isRecord)
  if (!isRecord(value)) return []
  return isItem(value) ? [value] : Object.values(value).filter(isRecord)
}

/** `delay_redirect` of a group, in milliseconds as the redirect plugin passes it to setTimeout. */
const groupDelay = (value: unknown): number => {
  const ms = isRecord(value) ? Number(value.delay_redirect) : 0
  return Number.isFinite(ms) && ms > 0 ? ms : 0
}

/** An item's own `delay`, given in seconds (seed §9). */
const itemDelay = (item: Item): number => {
  const s = Number(item.delay)
  return Number.isFinite(s) && s > 0 ? s * CONTACT_FORM.redirectDelayUnitMs : 0
}

const SCRIPT_KEYS = ['api_url_request', 'api_json_xml_request', 'FireScript'] as const

/**
 * Reads the after-mail-sent orders of a feedback response (seed §3, §4) into a flat, timed plan.
 * Unsafe destinations and, unless allowed, scripts and external calls are left out with a warning.
 */
export function planActions(
  response: Item,
  options: { allowScripts: boolean; base: string },
): { actions: PlannedAction[]; warnings: string[] } {
  const actions: PlannedAction[] = []
  const warnings: string[] = []
  const blocked = (what: string, detail: unknown) => warnings.push(`Contact form: ${what} ignored: ${String(detail)}`)

  for (const key of SCRIPT_KEYS) {
    const value = response[key]
    if (!value) continue
    if (!options.allowScripts) blocked(`"${key}"`, 'scripts are not allowed on this site')
    else if (key === 'FireScript') planScripts(value, actions)
    else planApiCalls(value, options.base, actions, blocked)
  }

  for (const popup of items(response.popup, (item) => 'popup-template' in item)) {
    if (typeof popup['popup-template'] !== 'string') continue
    const name = typeof popup['template-name'] === 'string' ? popup['template-name'] : ''
    actions.push({ kind: 'popup', delayMs: CONTACT_FORM.popupDelayMs, html: popup['popup-template'], name })
  }

  const paypal = response.redirect_to_paypal
  if (typeof paypal === 'string') {
    const url = httpsUrl(paypal)
    if (url) actions.push({ kind: 'navigate', delayMs: 0, url })
    else blocked('payment redirect', paypal)
  } else if (paypal) {
    for (const item of items(paypal, (i) => 'redirect_url' in i)) {
      const url = httpsUrl(item.redirect_url)
      if (url) actions.push({ kind: 'navigate', delayMs: groupDelay(paypal) + itemDelay(item), url })
      else blocked('payment redirect', item.redirect_url)
    }
  }

  const redirect = response.redirect
  for (const item of items(redirect, (i) => 'redirect_url' in i || 'form' in i)) {
    const delayMs = groupDelay(redirect) + itemDelay(item)
    if (item.form) {
      actions.push({ kind: 'post', delayMs, form: item.form })
      continue
    }
    if (item.type !== 'redirect' && item.type !== 'new_tab') continue
    const url = safeUrl(item.redirect_url, options.base)
    if (url) actions.push({ kind: item.type === 'new_tab' ? 'open' : 'navigate', delayMs, url })
    else blocked('redirect', item.redirect_url)
  }
  return { actions, warnings }
}

/** FireScript: every string but `delay_redirect`, run after `delay_redirect` ms. */
function planScripts(value: unknown, actions: PlannedAction[]): void {
  const delayMs = groupDelay(value)
  const sources = typeof value === 'string' ? [value] : isRecord(value) ? Object.entries(value) : []
  for (const entry of sources) {
    const [key, source] = typeof entry === 'string' ? ['', entry] : entry
    if (key !== 'delay_redirect' && typeof source === 'string' && source.trim()) {
      actions.push({ kind: 'script', delayMs, source })
    }
  }
}

/** API results: `result_javascript` (with `api_response` JSON) is run; a bare `url` is requested. */
function planApiCalls(
  value: unknown,
  base: string,
  actions: PlannedAction[],
  blocked: (what: string, detail: unknown) => void,
): void {
  for (const item of items(value, (i) => 'result_javascript' in i || 'url' in i)) {
    if (typeof item.result_javascript === 'string') {
      const apiResponse = typeof item.api_response === 'string' ? item.api_response : undefined
      actions.push({ kind: 'script', delayMs: 0, source: item.result_javascript, apiResponse })
    } else if ('url' in item) {
      const url = safeUrl(item.url, base)
      const method = typeof item.method === 'string' ? item.method.toUpperCase() : 'GET'
      if (url) actions.push({ kind: 'request', delayMs: 0, url, method })
      else blocked('API request', item.url)
    }
  }
}
