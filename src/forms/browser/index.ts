/**
 * The browser half of the contact forms: Contact Form 7 6.1.6's front-end on CF7's markup, in plain
 * DOM TypeScript. A client component calls initContactForm for each `div.wpcf7` on mount and the
 * handle's destroy() on unmount.
 */
export { initContactForm } from './initContactForm'
export { startupProblems } from './startupProblems'
export type { StartupWindow } from './startupProblems'
export type { BrowserEnv } from './env'
export type { ContactFormEventDetail, FormInput, FormMeta } from './status/eventDetail'
export type {
  CaptchaProvider,
  ContactFormHandle,
  ContactFormOptions,
  FeedbackResponse,
  InvalidField,
  RefillResponse,
} from './types'
