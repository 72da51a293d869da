/**
 * The browser half's public shapes: what the page passes in, what it gets back, and the JSON the
 * contact-form REST API answers (CF7 6.1.6, reference §2). Nothing here touches the DOM at runtime.
 */
import type { Schema } from '@/forms/swv'

import type { BrowserEnv } from './env'

/** An invisible-CAPTCHA provider: a token for an action (`contactform`), or a rejection. */
export interface CaptchaProvider {
  token(action: string): Promise<string>
}

export interface ContactFormOptions {
  /** The REST root, e.g. `/wp-json/`; CF7 paths are appended to it. */
  apiRoot: string
  captcha?: CaptchaProvider | null
  /** Admin setting: run server-ordered scripts and external API calls after mail_sent. */
  allowScripts?: boolean
  /** Shared by every form on a page, so that each form id's schema is fetched once. */
  schemaCache?: Map<number, Promise<Schema | null>>
  console?: Pick<Console, 'error' | 'warn'>
  /** Timers, navigation and fetch; the browser's own unless a test replaces them. */
  env?: Partial<BrowserEnv>
}

export interface ContactFormHandle {
  /** The form, or null when the container was not initialised (startup problem, nested form…). */
  readonly form: HTMLFormElement | null
  /** The current status class (`init`, `sent`, `custom-…`), or '' when not initialised. */
  readonly status: string
  /** Removes listeners, pending timers and the markup this module added. */
  destroy(): void
}

/** One item of `invalid_fields`. */
export interface InvalidField {
  field: string
  message: string
  idref?: string | null
  error_id?: string
}

/** The feedback (POST) and refill (GET) answers; add-on keys stay `unknown` until read. */
export interface FeedbackResponse {
  contact_form_id?: number
  status: string
  message: string
  posted_data_hash?: string
  into?: string
  invalid_fields?: InvalidField[]
  captcha?: Record<string, string>
  quiz?: Record<string, [string, string]>
  [key: string]: unknown
}

export interface RefillResponse {
  captcha?: Record<string, string>
  quiz?: Record<string, [string, string]>
}
