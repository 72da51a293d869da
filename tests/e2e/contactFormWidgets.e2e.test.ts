import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { CONTACT_FORM } from '@/lib/constants'

import { launchBrowser, newContext } from './helpers/browser'
import { adminApi } from './helpers/site'

const base = inject('baseUrl')

const STEPS_TEMPLATE = `[step "Tus datos"]
<label>Nombre [text* nombre]</label>
<label>Correo [email* correo]</label>
[step "Tu sesión"]
<label>Tu web [url web]</label>
[checkbox horario exclusive "Mañana" "Tarde"]
[radio como free_text "Instagram" "Otro"]
<label>Mensaje [textarea mensaje maxlength:50]</label> [count mensaje down]
[submit "Reservar"]`

const REDIRECT_TEMPLATE = `<label>Correo [email* correo]</label>
[submit "Suscribirme"]`

/**
 * An editor's forms: a multi-step one with the helpers and a popup, and a short one that redirects,
 * both on one page, made through the admin's API as an editor would.
 */
describe('forms with steps, helpers, popups and redirects', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let steps: string
  let short: string

  beforeAll(async () => {
    const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const create = async (collection: string, data: unknown) => {
      const response = await api(`/api/${collection}`, { method: 'POST', body: JSON.stringify(data) })
      if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const stepsId = await create('forms', {
      title: 'Reserva por pasos',
      template: STEPS_TEMPLATE,
      afterSubmit: [{ type: 'popup', popupTitle: '¡Reserva recibida!', popupBody: 'Te escribimos hoy mismo.' }],
    })
    const shortId = await create('forms', {
      title: 'Boletín',
      template: REDIRECT_TEMPLATE,
      afterSubmit: [{ type: 'redirect', url: '/sobre-nosotros/', delay: 2 }],
    })
    const pageId = await create('pages', {
      title: 'Reservas',
      slug: 'reservas-prueba',
      _status: 'published',
      layout: [
        { blockType: 'contactForm', form: stepsId },
        { blockType: 'contactForm', form: shortId },
      ],
    })
    steps = `#wpcf7-f${stepsId}-p${pageId}-o1`
    short = `#wpcf7-f${shortId}-p${pageId}-o2`

    browser = await launchBrowser()
    context = await newContext(browser, base)
    await context.clock.install()
    page = await context.newPage()
    await page.goto('/reservas-prueba/')
    await page.waitForSelector(`${steps}.js`)
  })
  afterAll(() => browser?.close())

  it('places two forms on one page, each with its own unit tag', async () => {
    expect(await page.locator(`${steps} form.wpcf7-form`).count()).toBe(1)
    expect(await page.locator(`${short} form.wpcf7-form`).count()).toBe(1)
  })

  it('shows one step at a time and checks a step before moving on', async () => {
    const visibleStep = () =>
      page.$eval(steps, (c) => [...c.querySelectorAll('.wpcf7-step')].findIndex((s) => !(s as HTMLElement).hidden) + 1)
    expect(await visibleStep()).toBe(1)
    expect(await page.isVisible(`${steps} .wpcf7-submit`)).toBe(false)
    expect(await page.textContent(`${steps} .wpcf7-step-status`)).toBe('Paso 1 de 2')
    await page.click(`${steps} .wpcf7-step-next`)
    expect(await page.textContent(`${steps} [data-name=nombre] .wpcf7-not-valid-tip`)).toBe('El campo es obligatorio.')
    expect(await visibleStep()).toBe(1)
    await page.fill(`${steps} [name=nombre]`, 'Ana')
    await page.fill(`${steps} [name=correo]`, 'ana@example.com')
    // Leaving the field first, as a keyboard user does: the tips that go on change shift the layout.
    await page.press(`${steps} [name=correo]`, 'Tab')
    await page.click(`${steps} .wpcf7-step-next`)
    expect(await visibleStep()).toBe(2)
    expect(await page.textContent(`${steps} .wpcf7-step-status`)).toBe('Paso 2 de 2')
    expect(await page.isVisible(`${steps} .wpcf7-submit`)).toBe(true)
  })

  it('completes a web address, keeps checkboxes exclusive and enables free text with its option', async () => {
    await page.fill(`${steps} [name=web]`, 'revela.example')
    await page.press(`${steps} [name=web]`, 'Tab')
    expect(await page.inputValue(`${steps} [name=web]`)).toBe('http://revela.example')

    await page.check(`${steps} [name=horario][value="Mañana"]`)
    await page.check(`${steps} [name=horario][value="Tarde"]`)
    expect(await page.isChecked(`${steps} [name=horario][value="Mañana"]`)).toBe(false)

    expect(await page.isDisabled(`${steps} [name=_wpcf7_free_text_como]`)).toBe(true)
    await page.check(`${steps} [name=como][value="Otro"]`)
    expect(await page.isDisabled(`${steps} [name=_wpcf7_free_text_como]`)).toBe(false)
    await page.fill(`${steps} [name=_wpcf7_free_text_como]`, 'una revista')
  })

  it('counts down the characters left', async () => {
    const count = `${steps} .wpcf7-character-count`
    expect(await page.textContent(count)).toBe('50')
    await page.fill(`${steps} [name=mensaje]`, 'Diez letra')
    await page.press(`${steps} [name=mensaje]`, 'End')
    expect(await page.textContent(count)).toBe('40')
  })

  it('jumps back to the step of the first field the server refuses', async () => {
    // The name is emptied behind the wizard's back, so only the server catches it.
    await page.$eval(`${steps} [name=nombre]`, (input) => ((input as HTMLInputElement).value = ''))
    await page.click(`${steps} .wpcf7-submit`)
    await page.waitForSelector(`${steps} form[data-status=invalid]`, { timeout: 30_000 })
    const visible = await page.$eval(
      steps,
      (c) => [...c.querySelectorAll('.wpcf7-step')].findIndex((s) => !(s as HTMLElement).hidden) + 1,
    )
    expect(visible).toBe(1)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nombre')
  })

  it('shows the popup a second after sending and removes it four seconds after it is closed', async () => {
    await page.fill(`${steps} [name=nombre]`, 'Ana')
    await page.press(`${steps} [name=nombre]`, 'Tab')
    await page.click(`${steps} .wpcf7-step-next`)
    await page.waitForSelector(`${steps} .wpcf7-submit:visible`)
    // Time stands still from here on: it moves only when the test says so. (A moment ahead: the
    // page's clock keeps running until the pause, and it cannot be sent back.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.click(`${steps} .wpcf7-submit`)
    await page.waitForSelector(`${steps} form[data-status=sent]`, { timeout: 30_000 })
    const popups = page.locator('dialog.wpcf7r-modal')
    await page.clock.runFor(CONTACT_FORM.popupDelayMs - 1)
    expect(await popups.count()).toBe(0)
    await page.clock.runFor(1)
    await page.waitForSelector('dialog.wpcf7r-modal[open]')
    expect(await page.textContent('dialog.wpcf7r-modal h2')).toBe('¡Reserva recibida!')
    // Every form on the page got the token before the post.
    expect((await page.inputValue(`${short} [name=_wpcf7_recaptcha_response]`)).length).toBeGreaterThan(20)

    await page.click('dialog.wpcf7r-modal .wpcf7r-modal-close')
    // The dialog's close event (a task of its own) starts the countdown: wait for it first.
    await page.waitForSelector('dialog.wpcf7r-modal.fade:not([open])', { state: 'attached' })
    await page.clock.runFor(CONTACT_FORM.popupRemoveAfterCloseMs - 1)
    expect(await popups.count()).toBe(1)
    await page.clock.runFor(1)
    expect(await popups.count()).toBe(0)
  })

  it('goes to the editor’s page after the delay the editor set', async () => {
    await page.fill(`${short} [name=correo]`, 'boletin@example.com')
    await page.press(`${short} [name=correo]`, 'Tab')
    await page.click(`${short} .wpcf7-submit`)
    await page.waitForSelector(`${short} form[data-status=sent]`, { timeout: 30_000 })
    await page.clock.runFor(2 * CONTACT_FORM.redirectDelayUnitMs - 1)
    expect(new URL(page.url()).pathname).toBe('/reservas-prueba/')
    await Promise.all([page.waitForURL('**/sobre-nosotros/'), page.clock.runFor(1)])
    expect(new URL(page.url()).pathname).toBe('/sobre-nosotros/')
  })
})
