import type { Schema } from '@/forms/swv'

import type { BrowserEnv } from './env'
import type { FormMeta } from './status/eventDetail'
import type { StepController } from './steps/multiStep'
import type { CaptchaProvider } from './types'

/**
 * One initialised form: the DOM it owns, its identity and its mutable state. This is what CF7 keeps
 * on `form.wpcf7`; here it is passed explicitly and never exposed on the element.
 */
export interface FormContext {
  readonly container: HTMLElement
  readonly form: HTMLFormElement
  readonly meta: FormMeta
  readonly apiRoot: string
  readonly captcha: CaptchaProvider | null
  readonly allowScripts: boolean
  readonly log: Pick<Console, 'error' | 'warn'>
  readonly env: BrowserEnv
  readonly signal: AbortSignal
  status: string
  /** Set when the form is reset because mail was sent, so that the reset ends in `sent`. */
  resetOnMailSent: boolean
  /** Null until the schema arrives (or when there is none): client validation is skipped. */
  schema: Schema | null
  /** Settles once the schema request is over (whatever its outcome). */
  schemaReady: Promise<void>
  steps: StepController | null
  /** True from the submit event until the response is handled, so one click posts once. */
  submitting: boolean
  /** Pending after-mail-sent timers, cancelled by destroy(). */
  readonly timers: unknown[]
}
