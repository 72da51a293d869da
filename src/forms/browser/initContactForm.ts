import type { Schema } from '@/forms/swv'

import { afterMailSent } from './actions/afterMailSent'
import { apiFetch } from './api/apiFetch'
import { apiUrl } from './api/apiUrl'
import { loadSchema } from './api/loadSchema'
import type { FormContext } from './context'
import { browserEnv } from './env'
import { updateAcceptance } from './helpers/acceptance'
import { updateCounters } from './helpers/characterCount'
import { applyExclusive, updateFreeText } from './helpers/choices'
import { completeUrl } from './helpers/completeUrl'
import { hideFloatingTip, insertSpinners } from './helpers/decorate'
import { replaceIfNested } from './nestedGuard'
import { applyRefill } from './refill/applyRefill'
import { readMeta } from './status/eventDetail'
import { initSteps } from './steps/multiStep'
import { startupProblems } from './startupProblems'
import { refreshCaptchaToken } from './submit/captchaToken'
import { reset } from './submit/reset'
import { submit } from './submit/submit'
import type { ContactFormHandle, ContactFormOptions } from './types'
import { liveValidate } from './validation/liveValidation'

const pageSchemas = new Map<number, Promise<Schema | null>>()

const NOT_STARTED: ContactFormHandle = { form: null, status: '', destroy() {} }

/**
 * Starts one CF7 container (`div.wpcf7`): status machine, submit/reset flows, live validation,
 * helpers, steps and after-mail-sent actions. Without what it needs it logs and leaves the server's
 * plain POST form alone; inside another form it replaces the container with CF7's notice.
 */
export function initContactForm(container: HTMLElement, options: ContactFormOptions): ContactFormHandle {
  const log = options.console ?? console
  const win = container.ownerDocument.defaultView
  const problems = win ? startupProblems(win) : ['No window.']
  if (!options.apiRoot) problems.push('wpcf7.api is not defined.')
  if (problems.length) {
    problems.forEach((problem) => log.error(problem))
    return NOT_STARTED
  }
  if (!win || replaceIfNested(container)) return NOT_STARTED
  const form = container.querySelector<HTMLFormElement>(':scope > form')
  if (!form) return NOT_STARTED

  const aborter = new AbortController()
  const formData = new FormData(form)
  const ctx: FormContext = {
    container,
    form,
    meta: readMeta((name) => formData.get(name)),
    apiRoot: options.apiRoot,
    captcha: options.captcha ?? null,
    allowScripts: options.allowScripts ?? false,
    log,
    env: { ...browserEnv(win), ...options.env },
    signal: aborter.signal,
    status: form.getAttribute('data-status') ?? 'init',
    resetOnMailSent: false,
    schema: null,
    schemaReady: Promise.resolve(),
    steps: null,
    submitting: false,
    timers: [],
  }

  const removeSpinners = insertSpinners(form)
  ctx.steps = initSteps(ctx)
  updateAcceptance(form)
  updateCounters(form)
  updateFreeText(form)

  listenToForm(ctx, aborter.signal)

  const schemaUrl = apiUrl(ctx.apiRoot, `contact-forms/${ctx.meta.contactFormId}/feedback/schema`)
  ctx.schemaReady = loadSchema(
    options.schemaCache ?? pageSchemas,
    ctx.meta.contactFormId,
    () => apiFetch(ctx.env.fetch, schemaUrl),
    log,
  ).then((schema) => {
    if (!aborter.signal.aborted) ctx.schema = schema
  })
  container.classList.replace('no-js', 'js')

  return {
    form,
    get status() {
      return ctx.status
    },
    destroy() {
      aborter.abort()
      ctx.timers.forEach((id) => ctx.env.clearTimeout(id))
      ctx.steps?.destroy()
      removeSpinners()
      container.classList.replace('js', 'no-js')
    },
  }
}

/**
 * The form's events: submit and reset, live validation on change, the counters, the floating tips
 * and CF7's own events; all removed with `signal`.
 */
function listenToForm(ctx: FormContext, signal: AbortSignal): void {
  const { form } = ctx
  const listen = (type: string, handler: (event: Event) => void) => form.addEventListener(type, handler, { signal })
  listen('submit', (event) => {
    event.preventDefault()
    // Enter in a field of an earlier step moves on instead of posting half a form.
    if (ctx.steps && !ctx.steps.isLast()) ctx.steps.next()
    else void submit(ctx, (event as SubmitEvent).submitter)
  })
  listen('reset', () => void reset(ctx))
  // Pressing a submit or step button blurs the field being typed in, which fires its change and
  // live validation; new tips above the button would move it before the press ends, and the click
  // would be lost. The button's own action validates anyway, so that change is not validated.
  let pressedButtonAt = -Infinity
  listen('pointerdown', (event) => {
    if (event.target instanceof Element && event.target.closest('.wpcf7-submit, .wpcf7-step-nav button'))
      pressedButtonAt = performance.now()
  })
  listen('click', () => (pressedButtonAt = -Infinity))
  listen('change', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.classList.contains('wpcf7-validates-as-url')) {
      target.value = completeUrl(target.value)
    }
    applyExclusive(form, target)
    updateAcceptance(form)
    updateFreeText(form, target)
    const pressingButton = performance.now() - pressedButtonAt < 1000
    if (target instanceof Element && target.closest('.wpcf7-form-control') && !pressingButton) liveValidate(ctx, target)
    void refreshCaptchaToken(ctx)
  })
  listen('keyup', (event) => updateCounters(form, { target: event.target }))
  listen('input', (event) => updateCounters(form, { target: event.target }))
  listen('focusin', hideFloatingTip)
  listen('click', hideFloatingTip)
  listen('wpcf7submit', (event) => applyRefill(form, (event as CustomEvent).detail?.apiResponse))
  listen('wpcf7mailsent', (event) => afterMailSent(ctx, (event as CustomEvent).detail?.apiResponse))
  listen('wpcf7reset', (event) => {
    applyRefill(form, (event as CustomEvent).detail?.apiResponse)
    updateCounters(form, { reset: true })
    updateAcceptance(form)
    updateFreeText(form)
  })
}
