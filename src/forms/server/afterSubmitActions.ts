import { escapeHtml } from '@/lib/html'

import type { AfterSubmitResponse } from './feedbackResponse'

/** The post-submit settings of a form, as the Forms collection stores them. */
export interface AfterSubmitSettings {
  afterSubmit?:
    | {
        type: 'popup' | 'redirect' | 'new_tab' | 'form' | 'paypal'
        popupTitle?: string | null
        popupBody?: string | null
        url?: string | null
        delay?: number | null
        method?: ('get' | 'post') | null
        fields?: { name: string; value?: string | null }[] | null
        paypalBusiness?: string | null
        paypalItem?: string | null
        paypalAmount?: number | null
        paypalCurrency?: string | null
      }[]
    | null
  script?: string | null
  apiUrl?: string | null
}

const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')

/** PayPal's standard "Buy now" address for a fixed item. */
export function paypalUrl(business: string, item: string, amount: number, currency: string): string {
  const query = new URLSearchParams({
    cmd: '_xclick',
    business,
    item_name: item,
    amount: amount.toFixed(2),
    currency_code: currency || 'EUR',
    charset: 'utf-8',
  })
  return `https://www.paypal.com/cgi-bin/webscr?${query}`
}

/**
 * Turns the editor's post-submit actions into the response fields the browser acts on. Only what
 * the CMS holds ends up here; scripts and API calls only when the site allows them.
 */
export function afterSubmitActions(settings: AfterSubmitSettings, allowScripts: boolean): AfterSubmitResponse {
  const out: AfterSubmitResponse = {}
  for (const action of settings.afterSubmit ?? []) {
    const delay = Math.max(0, action.delay ?? 0)
    if (action.type === 'popup') {
      const title = action.popupTitle?.trim() || 'Mensaje enviado'
      const html = `<h2>${escapeHtml(title)}</h2>${paragraphs(action.popupBody ?? '')}`
      ;(out.popup ??= []).push({ 'popup-template': html, 'template-name': title })
    } else if ((action.type === 'redirect' || action.type === 'new_tab') && action.url) {
      ;(out.redirect ??= []).push({ redirect_url: action.url, type: action.type, delay, form: null })
    } else if (action.type === 'form' && action.url) {
      const fields = (action.fields ?? []).map((f) => ({ name: f.name, value: f.value ?? '' }))
      ;(out.redirect ??= []).push({
        redirect_url: action.url,
        type: 'redirect',
        delay,
        form: { action: action.url, method: action.method ?? 'post', fields },
      })
    } else if (action.type === 'paypal' && action.paypalBusiness && action.paypalAmount != null) {
      out.redirect_to_paypal = paypalUrl(
        action.paypalBusiness,
        action.paypalItem ?? '',
        action.paypalAmount,
        action.paypalCurrency ?? 'EUR',
      )
    }
  }
  if (allowScripts && settings.script?.trim()) out.FireScript = { script: settings.script, delay_redirect: 0 }
  if (allowScripts && settings.apiUrl?.trim()) out.api_url_request = { url: settings.apiUrl, method: 'GET' }
  return out
}
