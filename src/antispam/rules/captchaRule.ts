import type { SpamRule } from './types'

/**
 * The CAPTCHA was checked and failed. An absent CAPTCHA is not spam here: the form may not use
 * one, and whether a missing token is acceptable is the CAPTCHA verifier's decision.
 */
export const captchaRule: SpamRule = ({ captcha }) => (captcha === 'failed' ? 'captcha' : null)
