import { MESSAGES, type MessageKey } from '@/lib/cf7Messages'

import { siteRelative } from '../plan/siteRelative'
import { phpRecord } from '../wxr/phpValue'
import type { WxrItem } from '../wxr/types'
import { spanishStockMessage } from './stockMessage'

/** Additional settings Revela honours; any other is named in the report. */
const HONOURED = new Set(['acceptance_as_validation'])

export type PlannedForm = {
  wpId: number
  /** CF7 5.8+ names a form in its shortcode by a 7-character hash as well as by id. */
  hash: string
  data: Record<string, unknown>
  notHonoured: string[]
  /** CF7's stock English messages given CF7's Spanish text (a Spanish form or site), for the report. */
  translated: { key: string; from: string; to: string }[]
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

function mail(raw: Record<string, unknown>) {
  return {
    recipient: str(raw.recipient),
    sender: str(raw.sender),
    subject: str(raw.subject),
    additionalHeaders: str(raw.additional_headers),
    body: str(raw.body),
    attachments: str(raw.attachments),
    useHtml: raw.use_html === true || raw.use_html === 1 || raw.use_html === '1',
    excludeBlank: raw.exclude_blank === true || raw.exclude_blank === 1 || raw.exclude_blank === '1',
  }
}

/**
 * A Contact Form 7 form (`wpcf7_contact_form` item) as Revela's form, same id: its template,
 * studio mail, auto-reply (`_mail_2`), messages and the additional settings Revela knows. On a
 * form in Spanish (its `_locale`, else the site's language), CF7's stock English messages become
 * CF7's Spanish ones: a Spanish visitor would otherwise read «Thank you for your message».
 */
export function cf7Form(item: WxrItem, siteUrl: string, siteLanguage = ''): PlannedForm {
  const mail1 = phpRecord(item.meta._mail)
  const mail2 = phpRecord(item.meta._mail_2)
  const rawMessages = phpRecord(item.meta._messages)
  const spanish = /^es([-_]|$)/i.test(item.meta._locale?.trim() || siteLanguage.trim())
  const messages: Record<string, string> = {}
  const translated: PlannedForm['translated'] = []
  for (const key of Object.keys(MESSAGES) as MessageKey[]) {
    const value = str(rawMessages[key])
    if (!value) continue
    const es = spanish ? spanishStockMessage(key, value) : null
    messages[key] = es ?? value
    if (es) translated.push({ key, from: value.trim(), to: es })
  }
  const settings = parseAdditionalSettings(item.meta._additional_settings ?? '')
  const notHonoured = Object.keys(settings).filter((k) => !HONOURED.has(k))
  const data: Record<string, unknown> = {
    title: item.title.trim() || `Formulario ${item.id}`,
    // Links in the form's text (the privacy policy beside an acceptance box) follow the site.
    template: (item.meta._form ?? item.content).replace(
      /href="([^"]*)"/g,
      (_, url: string) => `href="${siteRelative(url, siteUrl)}"`,
    ),
    mail: mail(mail1),
    autoReply: { active: mail2.active === true || mail2.active === 1 || mail2.active === '1', ...mail(mail2) },
    messages,
    acceptanceAsValidation: settings.acceptance_as_validation === 'on',
  }
  return { wpId: item.id, hash: (item.meta._hash ?? '').slice(0, 7), data, notHonoured, translated }
}

/** CF7's additional settings: one `name: value` a line. */
export function parseAdditionalSettings(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const at = line.indexOf(':')
    if (at <= 0) continue
    const name = line.slice(0, at).trim()
    if (/^[a-z_][a-z0-9_]*$/i.test(name)) out[name] = line.slice(at + 1).trim()
  }
  return out
}
