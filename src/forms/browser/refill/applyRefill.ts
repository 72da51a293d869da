import { wrapsOf } from '../errors/dom'
import { captchaChallenge } from './captchaChallenge'

const named = (root: ParentNode, name: string): HTMLInputElement[] =>
  [...root.querySelectorAll<HTMLInputElement>('input')].filter((input) => input.name === name)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Applies the `quiz` and `captcha` of a feedback or refill answer: a new quiz question and answer
 * hash (input cleared), a new CAPTCHA image and challenge (input cleared).
 */
export function applyRefill(form: HTMLFormElement, response: unknown): void {
  if (!isRecord(response)) return
  const { quiz, captcha } = response
  if (isRecord(quiz)) {
    for (const [name, pair] of Object.entries(quiz)) {
      if (!Array.isArray(pair)) continue
      const [question, hash] = pair as unknown[]
      for (const wrap of wrapsOf(form, name)) {
        named(wrap, name).forEach((input) => (input.value = ''))
        const label = wrap.querySelector('.wpcf7-quiz-label')
        if (label) label.textContent = String(question ?? '')
      }
      // The answer hash may sit in the wrap or among the hidden fields: look in the whole form.
      named(form, `_wpcf7_quiz_answer_${name}`).forEach((input) => (input.value = String(hash ?? '')))
    }
  }
  if (isRecord(captcha)) {
    for (const [name, url] of Object.entries(captcha)) {
      if (typeof url !== 'string') continue
      named(form, name).forEach((input) => (input.value = ''))
      const imageClass = `wpcf7-captcha-${name.replaceAll(':', '')}`
      form.querySelectorAll('img').forEach((img) => img.classList.contains(imageClass) && img.setAttribute('src', url))
      const challenge = captchaChallenge(url)
      if (challenge) named(form, `_wpcf7_captcha_challenge_${name}`).forEach((input) => (input.value = challenge))
    }
  }
}
