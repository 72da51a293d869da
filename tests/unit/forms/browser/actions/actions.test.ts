import { describe, expect, it, vi } from 'vitest'

import { planActions } from '@/forms/browser/actions/planActions'
import { runActions, type ActionEffects } from '@/forms/browser/actions/runActions'
import { CONTACT_FORM } from '@/lib/constants'

import { fakeEnv } from './fakeEnv'

const base = 'https://revela.example/contacto/'
const plan = (response: Record<string, unknown>, allowScripts = false) => planActions(response, { allowScripts, base })

/** Runs a plan on a fake clock, recording every effect with its time. */
function run(response: Record<string, unknown>, allowScripts = false) {
  const clock = fakeEnv()
  const { actions, warnings } = plan(response, allowScripts)
  const effects: ActionEffects = {
    popup: (p) => clock.record(`popup ${p.name}`),
    post: (form) => clock.record(`post ${JSON.stringify(form)}`),
    script: (s) => clock.record(`script ${s.source}`),
    request: (url, method) => clock.record(`request ${method} ${url}`),
  }
  const timers = runActions(actions, clock.env, effects)
  return { ...clock, warnings, timers }
}

describe('after-mail-sent actions', () => {
  it('does nothing for a plain response', () => {
    expect(plan({ status: 'mail_sent', message: 'ok' })).toEqual({ actions: [], warnings: [] })
  })

  it('shows popups after the popup delay', () => {
    const { log, advance } = run({ popup: [{ 'popup-template': '<h2>Gracias</h2>', 'template-name': 'gracias' }] })
    advance(CONTACT_FORM.popupDelayMs - 1)
    expect(log).toEqual([])
    advance(1)
    expect(log).toEqual(['1000 popup gracias'])
  })

  it('redirects after delay seconds, in the same tab or a new one', () => {
    const { log, advance } = run({
      redirect: [
        { redirect_url: '/gracias/', type: 'redirect', delay: 3, form: null },
        { redirect_url: 'https://other.example/', type: 'new_tab', delay: 0 },
      ],
    })
    advance(10_000)
    expect(log).toEqual(['0 open https://other.example/', '3000 navigate https://revela.example/gracias/'])
  })

  it('adds a group delay_redirect (ms) to each item delay, as PHP-keyed objects', () => {
    const { log, advance } = run({
      redirect: { 0: { redirect_url: '/a', type: 'redirect', delay: 1 }, delay_redirect: 500 },
    })
    advance(1499)
    expect(log).toEqual([])
    advance(1)
    expect(log).toEqual(['1500 navigate https://revela.example/a'])
  })

  it('refuses unsafe redirects with a warning and ignores unknown types', () => {
    const { log, advance, warnings } = run({
      redirect: [
        { redirect_url: 'javascript:alert(1)', type: 'redirect', delay: 0 },
        { redirect_url: '/x', type: 'popup', delay: 0 },
      ],
    })
    advance(5000)
    expect(log).toEqual([])
    expect(warnings).toEqual(['Contact form: redirect ignored: javascript:alert(1)'])
  })

  it('posts an auto-generated form instead of redirecting', () => {
    const form = { action: '/pago', method: 'post', fields: [{ name: 'a', value: 'b' }] }
    const { log, advance } = run({ redirect: [{ redirect_url: '/pago', type: 'redirect', delay: 2, form }] })
    advance(2000)
    expect(log).toEqual([`2000 post ${JSON.stringify(form)}`])
  })

  it('sends PayPal redirects to https only', () => {
    const ok = run({ redirect_to_paypal: 'https://www.paypal.com/cgi-bin/webscr?cmd=_xclick' })
    ok.advance(0)
    expect(ok.log).toEqual(['0 navigate https://www.paypal.com/cgi-bin/webscr?cmd=_xclick'])
    const bad = run({ redirect_to_paypal: 'http://www.paypal.com/' })
    bad.advance(1000)
    expect(bad.log).toEqual([])
    expect(bad.warnings).toHaveLength(1)
  })

  it('accepts PayPal redirects as redirect items too', () => {
    const { log, advance } = run({
      redirect_to_paypal: { delay_redirect: 100, 0: { redirect_url: 'https://paypal.example/p', delay: 1 } },
    })
    advance(1100)
    expect(log).toEqual(['1100 navigate https://paypal.example/p'])
  })

  it('ignores scripts and API calls unless allowed, with a warning each', () => {
    const response = {
      FireScript: { script: 'x()', delay_redirect: 0 },
      api_url_request: { url: 'https://api.example/', method: 'GET' },
      api_json_xml_request: [{ result_javascript: 'y()' }],
    }
    const { log, advance, warnings } = run(response)
    advance(10_000)
    expect(log).toEqual([])
    expect(warnings).toEqual([
      'Contact form: "api_url_request" ignored: scripts are not allowed on this site',
      'Contact form: "api_json_xml_request" ignored: scripts are not allowed on this site',
      'Contact form: "FireScript" ignored: scripts are not allowed on this site',
    ])
  })

  it('runs allowed scripts after delay_redirect and API results at once', () => {
    const { log, advance, warnings } = run(
      {
        FireScript: { script: 'x()', other: 'z()', delay_redirect: 250 },
        api_url_request: { url: 'https://api.example/hook', method: 'post' },
        api_json_xml_request: [{ result_javascript: 'y()', api_response: '{"ok":true}' }, { nothing: 1 }],
      },
      true,
    )
    advance(1000)
    expect(warnings).toEqual([])
    expect(log).toEqual(['0 request POST https://api.example/hook', '0 script y()', '250 script x()', '250 script z()'])
  })

  it('keeps the api_response with its script', () => {
    const { actions } = plan({ api_json_xml_request: [{ result_javascript: 'y()', api_response: '{"a":1}' }] }, true)
    expect(actions).toEqual([{ kind: 'script', delayMs: 0, source: 'y()', apiResponse: '{"a":1}' }])
  })

  it('returns timer ids that can be cancelled', () => {
    const clock = run({ redirect: [{ redirect_url: '/x', type: 'redirect', delay: 5 }] })
    expect(clock.pending()).toBe(1)
    clock.timers.forEach((id) => clock.env.clearTimeout(id))
    clock.advance(10_000)
    expect(clock.log).toEqual([])
  })

  it('orders everything on one clock', () => {
    const effects = { popup: vi.fn(), post: vi.fn(), script: vi.fn(), request: vi.fn() }
    const clock = fakeEnv()
    const { actions } = plan({
      popup: [{ 'popup-template': '<p>Hola</p>', 'template-name': 'Mensaje enviado' }],
      redirect: [{ redirect_url: '/gracias/', type: 'redirect', delay: 2 }],
    })
    runActions(actions, clock.env, effects)
    clock.advance(1000)
    expect(effects.popup).toHaveBeenCalledWith({
      kind: 'popup',
      delayMs: 1000,
      html: '<p>Hola</p>',
      name: 'Mensaje enviado',
    })
    expect(clock.log).toEqual([])
    clock.advance(1000)
    expect(clock.log).toEqual(['2000 navigate https://revela.example/gracias/'])
  })
})
