import { createHmac } from 'node:crypto'

/**
 * The two HMAC keys ALTCHA needs, derived from a server secret with their own labels, so that the
 * secret itself never signs anything a visitor can see and the keys change when the secret does.
 */
export function altchaSecrets(serverSecret: string): { challenge: string; key: string } {
  const derive = (label: string) =>
    createHmac('sha256', serverSecret).update(`revela/captcha/altcha/${label}`).digest('hex')
  return { challenge: derive('challenge'), key: derive('key') }
}
