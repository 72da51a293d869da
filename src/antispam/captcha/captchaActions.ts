import { CAPTCHA } from '@/lib/constants'

/** The actions a token may be requested for (seed §4): page load, and the contact form. */
export const CAPTCHA_ACTIONS = [CAPTCHA.pageLoadAction, CAPTCHA.formAction] as const

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number]

/** Whether a value from a request names one of the known actions. */
export function isCaptchaAction(value: unknown): value is CaptchaAction {
  return (CAPTCHA_ACTIONS as readonly unknown[]).includes(value)
}
