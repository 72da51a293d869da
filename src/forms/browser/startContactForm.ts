import { createCaptchaClient } from '@/antispam/captcha/browser/createCaptchaClient'
import type { CaptchaClient, CaptchaClientConfig } from '@/antispam/captcha/browser/CaptchaClient'
import type { Schema } from '@/forms/swv'

import { initContactForm } from './initContactForm'
import type { ContactFormHandle } from './types'

/** What the server hands the page for its forms (see forms/server/formClientConfig). */
export interface FormClientConfig {
  apiRoot: string
  captcha: CaptchaClientConfig
  allowScripts: boolean
}

// One CAPTCHA client and one schema cache per page, shared by every form on it.
const captchas = new Map<string, CaptchaClient | null>()
const schemas = new Map<number, Promise<Schema | null>>()

function pageCaptcha(config: CaptchaClientConfig): CaptchaClient | null {
  const key = JSON.stringify(config)
  if (!captchas.has(key)) {
    try {
      captchas.set(key, createCaptchaClient(config))
    } catch (error) {
      // A misconfigured CAPTCHA must not leave the form dead: it posts without a token and the
      // server, which knows the configuration, decides.
      console.error(error)
      captchas.set(key, null)
    }
  }
  return captchas.get(key) ?? null
}

/** Starts one form container with the page's shared CAPTCHA client and schema cache. */
export function startContactForm(container: HTMLElement, config: FormClientConfig): ContactFormHandle {
  return initContactForm(container, {
    apiRoot: config.apiRoot,
    captcha: pageCaptcha(config.captcha),
    allowScripts: config.allowScripts,
    schemaCache: schemas,
  })
}
