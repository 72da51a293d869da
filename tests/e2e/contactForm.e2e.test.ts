import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, newContext } from './helpers/browser'
import { adminApi, decodeQuotedPrintable, receivedMails, waitFor } from './helpers/site'

const base = inject('baseUrl')
const mailDir = inject('mailDir')
const FORM = 'form.wpcf7-form'
const UNIT = 'wpcf7-f1-p40-o1'

/** Records every wpcf7* event with its detail, in order, from page load. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const names = [
      'statuschanged',
      'beforesubmit',
      'invalid',
      'unaccepted',
      'spam',
      'aborted',
      'mailsent',
      'mailfailed',
      'submit',
      'reset',
    ]
    const log: { type: string; detail: Record<string, unknown> }[] = ((
      window as unknown as { __wpcf7: unknown[] }
    ).__wpcf7 = [] as never)
    for (const name of names)
      document.addEventListener(`wpcf7${name}`, (e) => {
        const { formData: _f, ...detail } = (e as CustomEvent).detail
        log.push({ type: e.type, detail: JSON.parse(JSON.stringify(detail)) })
      })
  })
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wpcf7: { type: string; detail: Record<string, unknown> }[] }).__wpcf7)

describe('the contact page (/contacto/)', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await newContext(browser, base)
    page = await context.newPage()
    await recordEvents(page)
    await page.goto('/contacto/')
    await page.waitForSelector(`#${UNIT}.js`)
  })
  afterAll(() => browser?.close())

  it('draws the studio’s form in Contact Form 7’s markup', async () => {
    const hidden = await page.$$eval(`${FORM} .hidden-fields-container input[type=hidden]`, (inputs) =>
      inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]),
    )
    expect(hidden.slice(0, 6)).toEqual([
      ['_wpcf7', '1'],
      ['_wpcf7_version', '6.1.6'],
      ['_wpcf7_locale', 'es_ES'],
      ['_wpcf7_unit_tag', UNIT],
      ['_wpcf7_container_post', '40'],
      ['_wpcf7_posted_data_hash', ''],
    ])
    const names = await page.$$eval(`${FORM} .wpcf7-form-control-wrap`, (wraps) =>
      wraps.map((w) => w.getAttribute('data-name')),
    )
    expect(names).toEqual([
      'your-name',
      'your-email',
      'your-tel',
      'session-type',
      'preferred-date',
      'your-message',
      'privacy',
    ])
    for (const required of ['your-name', 'your-email', 'your-message'])
      expect(await page.getAttribute(`[name="${required}"]`, 'aria-required')).toBe('true')
    expect(await page.getAttribute(FORM, 'aria-label')).toBe('Formulario de contacto')
    expect(await page.getAttribute(FORM, 'action')).toBe(`/contacto/#${UNIT}`)
    const info = await page.textContent('.form-privacy-info')
    for (const word of ['Responsable', 'Finalidad', 'Legitimación', 'Destinatarios', 'Derechos'])
      expect(info).toContain(word)
    // The controller and the address to write to are the studio's own, from Ajustes del sitio ([studio …]).
    expect(await page.$$eval('.form-privacy-info a', (links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'mailto:hola@revela.example',
      '/politica-de-privacidad/',
    ])
    expect(info).toContain('Responsable: Revela Estudio Fotográfico, S.L.')
  })

  it('loads the form’s script on this page only', async () => {
    const scriptsOf = async (path: string) => {
      const p = await context.newPage()
      const urls: string[] = []
      // Scripts by path: with NEXT_DEPLOYMENT_ID their addresses end in ?dpl=….
      p.on('response', (r) => new URL(r.url()).pathname.endsWith('.js') && urls.push(r.url()))
      await p.goto(path, { waitUntil: 'networkidle' })
      await p.close()
      return urls
    }
    const bodies = await Promise.all(
      (await scriptsOf('/contacto/')).map(async (url) => [url, await (await fetch(url)).text()] as const),
    )
    const formChunks = bodies.filter(([, body]) => body.includes('wpcf7-not-valid-tip')).map(([url]) => url)
    expect(formChunks.length).toBeGreaterThan(0)
    for (const other of ['/sobre-nosotros/', '/sesiones-de-fotos-el-precio-del-profesional/']) {
      const loaded = await scriptsOf(other)
      expect(loaded.filter((url) => formChunks.includes(url))).toEqual([])
    }
  })

  it('keeps the button disabled until the privacy box is checked', async () => {
    expect(await page.isDisabled('.wpcf7-submit')).toBe(true)
    await page.check('[name=privacy]')
    expect(await page.isDisabled('.wpcf7-submit')).toBe(false)
    await page.uncheck('[name=privacy]')
    expect(await page.isDisabled('.wpcf7-submit')).toBe(true)
  })

  it('checks a field when it changes, without sending', async () => {
    await page.fill('[name=your-email]', 'ana@')
    await page.press('[name=your-email]', 'Tab')
    await page.waitForSelector('[data-name=your-email] .wpcf7-not-valid-tip')
    expect(await page.textContent('[data-name=your-email] .wpcf7-not-valid-tip')).toBe(
      'La dirección de correo electrónico que has introducido no es válida.',
    )
    expect(await page.getAttribute('[name=your-email]', 'aria-invalid')).toBe('true')
    expect(await page.getAttribute(FORM, 'data-status')).toBe('init')
    const statuses = (await events(page)).filter((e) => e.type === 'wpcf7statuschanged').map((e) => e.detail.status)
    expect(statuses.slice(0, 2)).toEqual(['validating', 'init'])
  })

  it('shows every error beside its field and to screen readers when sent incomplete', async () => {
    await page.fill('[name=your-email]', '')
    await page.check('[name=privacy]')
    await page.click('.wpcf7-submit')
    await page.waitForSelector(`${FORM}[data-status=invalid]`)
    const tips = await page.$$eval('.wpcf7-not-valid-tip', (t) =>
      t.map((x) => [x.closest('[data-name]')!.getAttribute('data-name'), x.textContent]),
    )
    expect(tips).toEqual([
      ['your-name', 'El campo es obligatorio.'],
      ['your-email', 'El campo es obligatorio.'],
      ['your-message', 'El campo es obligatorio.'],
    ])
    expect(await page.getAttribute('[name=your-name]', 'aria-describedby')).toBe(`${UNIT}-ve-your-name`)
    const srItems = await page.$$eval(`#${UNIT} .screen-reader-response li`, (li) =>
      li.map((x) => [x.id, x.textContent]),
    )
    expect(srItems).toContainEqual([`${UNIT}-ve-your-name`, 'El campo es obligatorio.'])
    expect(await page.textContent(`#${UNIT} .screen-reader-response [role=status]`)).toBe(
      'Uno o más campos tienen un error. Por favor revisa e inténtalo de nuevo.',
    )
    expect(await page.textContent('.wpcf7-response-output')).toBe(
      'Uno o más campos tienen un error. Por favor revisa e inténtalo de nuevo.',
    )
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('your-name')
    const invalid = (await events(page)).find((e) => e.type === 'wpcf7invalid')!
    expect(invalid.detail).toMatchObject({
      contactFormId: 1,
      pluginVersion: '6.1.6',
      contactFormLocale: 'es_ES',
      unitTag: UNIT,
      containerPostId: 40,
      status: 'validation_failed',
    })
    expect((invalid.detail.inputs as { name: string }[]).every((i) => !i.name.startsWith('_'))).toBe(true)
    expect((invalid.detail.apiResponse as { invalid_fields: unknown[] }).invalid_fields).toHaveLength(3)
  })

  it('sends a complete message by keyboard: solved CAPTCHA, events, reset, stored and mailed once', async () => {
    const before = receivedMails(mailDir).length
    await page.evaluate(() => ((window as unknown as { __wpcf7: unknown[] }).__wpcf7.length = 0))
    await page.focus('[name=your-name]')
    await page.keyboard.type('Lucía Pérez')
    await page.keyboard.press('Tab')
    await page.keyboard.type('lucia@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('+34 600 000 000')
    await page.selectOption('[name=session-type]', 'Book de fotos')
    await page.fill('[name=your-message]', 'Quiero un book para agencias.')
    await page.focus('.wpcf7-submit')
    await page.keyboard.press('Enter')
    await page.waitForSelector(`${FORM}[data-status=sent]`, { timeout: 30_000 })
    expect(await page.textContent('.wpcf7-response-output')).toBe('Gracias por tu mensaje. Ha sido enviado.')
    expect(await page.inputValue('[name=your-name]')).toBe('')
    expect((await page.inputValue('[name=_wpcf7_recaptcha_response]')).length).toBeGreaterThan(20)
    expect(await page.inputValue('[name=_wpcf7_posted_data_hash]')).toMatch(/^[0-9a-f]{32}$/)
    const all = (await events(page)).map((e) =>
      e.type === 'wpcf7statuschanged' ? `status:${e.detail.status}` : e.type,
    )
    // From the submit on (typing before it validates each field as it changes).
    const order = all.slice(all.indexOf('wpcf7beforesubmit'))
    expect(order).toEqual([
      'wpcf7beforesubmit',
      'status:submitting',
      'status:sent',
      'wpcf7mailsent',
      'wpcf7submit',
      'status:resetting',
      'status:sent',
      'wpcf7reset',
    ])

    const mail = await waitFor(
      () =>
        receivedMails(mailDir)
          .slice(before)
          .find((m) => m.subject?.includes('Lucía Pérez')),
      'el aviso al estudio',
    )
    expect(mail.subject).toBe('Revela Estudio: nueva consulta de Lucía Pérez')
    expect(mail.headers['reply-to']).toBe('lucia@example.com')
    const text = decodeQuotedPrintable(mail.raw)
    expect(text).toContain('Quiero un book para agencias.')
    expect(text).toContain('Tipo de sesión: Book de fotos')
    await new Promise((r) => setTimeout(r, 1500))
    expect(receivedMails(mailDir).filter((m) => m.subject?.includes('Lucía Pérez'))).toHaveLength(1)

    const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const { docs } = (await (
      await api('/api/form-submissions?where[email][equals]=lucia@example.com&depth=0')
    ).json()) as {
      docs: { name: string; summary: string; mailStatus: string; remoteIp: string }[]
    }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Lucía Pérez', mailStatus: 'sent' })
    expect(docs[0]!.summary).toContain('Tipo de sesión: Book de fotos')
    const bytes = Buffer.from(await (await api('/api/form-submissions/export.csv?search=lucia')).arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the byte-order mark spreadsheets need
    const csv = bytes.subarray(3).toString('utf8')
    expect(csv.split('\r\n')[0]).toBe(
      'Fecha (hora de Madrid);Formulario;Nombre;Correo electrónico;Teléfono;Tipo de sesión;Fecha preferida;Mensaje;He leído y acepto la política de privacidad;Archivos;Página;IP',
    )
    expect(csv).toContain("Lucía Pérez;lucia@example.com;'+34 600 000 000;Book de fotos")
  })

  it('passes an automated accessibility check with errors showing', async () => {
    const { AxeBuilder } = await import('@axe-core/playwright')
    await page.check('[name=privacy]')
    await page.click('.wpcf7-submit')
    await page.waitForSelector(`${FORM}[data-status=invalid]`)
    const results = await new AxeBuilder({ page })
      .include(`#${UNIT}`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  })
})

describe('a post the CAPTCHA refuses', () => {
  let browser: Browser
  afterAll(() => browser?.close())

  it('shows the spam message and raises wpcf7spam, keeping what was typed', async () => {
    browser = await launchBrowser()
    const page = await (await newContext(browser, base)).newPage()
    await recordEvents(page)
    // A challenge whose signature is not the server's: the browser solves it, the server refuses it.
    await page.route('**/wp-json/revela/v1/captcha/challenge**', async (route) => {
      const response = await route.fetch()
      const challenge = await response.json()
      challenge.signature = challenge.signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'))
      await route.fulfill({ response, json: challenge })
    })
    await page.goto('/contacto/')
    await page.waitForSelector(`#${UNIT}.js`)
    await page.fill('[name=your-name]', 'Robot')
    await page.fill('[name=your-email]', 'robot@example.com')
    await page.fill('[name=your-message]', 'Oferta increíble')
    await page.check('[name=privacy]')
    await page.click('.wpcf7-submit')
    await page.waitForSelector(`${FORM}[data-status=spam]`, { timeout: 30_000 })
    expect(await page.textContent('.wpcf7-response-output')).toBe(
      'Hubo un error intentando enviar tu mensaje. Por favor inténtalo de nuevo más tarde.',
    )
    expect((await events(page)).map((e) => e.type)).toContain('wpcf7spam')
    expect(await page.inputValue('[name=your-name]')).toBe('Robot')
  })
})

describe('the REST API, as a Contact Form 7 client uses it', () => {
  const feedback = (id: string | number, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...headers },
    })
  const valid = () => {
    const body = new FormData()
    for (const [k, v] of [
      ['_wpcf7', '1'],
      ['_wpcf7_unit_tag', UNIT],
      ['your-name', 'Bot'],
      ['your-email', 'bot@example.com'],
      ['your-message', 'Compra ahora'],
      ['privacy', '1'],
    ])
      body.append(k!, v!)
    return body
  }

  it('answers refusals with WordPress’s error shape and status', async () => {
    const notMultipart = await feedback(1, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(notMultipart.status).toBe(415)
    expect(await notMultipart.json()).toMatchObject({ code: 'wpcf7_unsupported_media_type', data: { status: 415 } })
    const unknown = await feedback(999, valid())
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).code).toBe('wpcf7_not_found')
    const notANumber = await feedback('abc', valid())
    expect(notANumber.status).toBe(404)
    expect((await notANumber.json()).code).toBe('rest_no_route')
    const noTag = valid()
    noTag.set('_wpcf7_unit_tag', '<>')
    const bad = await feedback(1, noTag)
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('wpcf7_unit_tag_not_found')
  })

  it('refuses a body over the limit with 413 before reading it', async () => {
    // Announces 31 MB and sends a few bytes: the size alone is enough to refuse.
    const { request } = await import('node:http')
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(31 * 1024 * 1024) },
      })
      req.on('response', (res) => {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body })
          req.destroy()
        })
      })
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)))
      req.write('--x\r\n')
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).code).toBe('wpcf7_payload_too_large')
  })

  it('answers spam, with HTTP 200, to a post without a solved CAPTCHA', async () => {
    const body = valid()
    body.set('_wpcf7_recaptcha_response', 'falso')
    const response = await feedback(1, body)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      contact_form_id: 1,
      status: 'spam',
      message: 'Hubo un error intentando enviar tu mensaje. Por favor inténtalo de nuevo más tarde.',
      posted_data_hash: '',
      into: `#${UNIT}`,
      invalid_fields: [],
    })
  })

  it('serves the schema and the refill', async () => {
    const schema = await (await fetch(`${base}/wp-json/contact-form-7/v1/contact-forms/1/feedback/schema`)).json()
    expect(schema.version).toBe('Contact Form 7 SWV Schema 2024-10')
    expect(schema.rules).toContainEqual({ rule: 'required', field: 'your-name', error: 'El campo es obligatorio.' })
    const refill = await fetch(`${base}/wp-json/contact-form-7/v1/contact-forms/1/refill`)
    expect(refill.status).toBe(200)
    expect(await refill.json()).toEqual([])
  })
})

describe('without JavaScript', () => {
  let browser: Browser
  let page: Page
  let word = ''
  let used: { name: string; value: string; httpOnly: boolean }

  beforeAll(async () => {
    browser = await launchBrowser()
    page = await (await browser.newContext({ baseURL: base, javaScriptEnabled: false, locale: 'es-ES' })).newPage()
    await page.goto('/contacto/')
  })
  afterAll(() => browser?.close())

  it('answers an incomplete form with the whole page, the tips and what was typed', async () => {
    await page.fill('[name=your-name]', 'Marta')
    await page.click('.wpcf7-submit')
    await page.waitForLoadState()
    expect(new URL(page.url()).pathname).toBe('/contacto/')
    expect(await page.textContent('h1')).toBeTruthy()
    expect(await page.getAttribute(FORM, 'data-status')).toBe('invalid')
    expect(await page.inputValue('[name=your-name]')).toBe('Marta')
    expect(await page.textContent('[data-name=your-email] .wpcf7-not-valid-tip')).toBe('El campo es obligatorio.')
  })

  it('sends a complete form once the visitor types the check word', async () => {
    const before = receivedMails(mailDir).length
    await page.fill('[name=your-email]', 'marta@example.com')
    await page.fill('[name=your-message]', 'Sin JavaScript también funciona.')
    await page.check('[name=privacy]')
    // The word is shown by a frame that issues a new one each time it loads.
    const shown = await page.frameLocator('.wpcf7-nojs-check iframe').locator('strong').textContent()
    word = shown!.replace(/[«»]/g, '')
    expect(word.length).toBeGreaterThan(2)
    await page.fill('[name=_wpcf7_nojs_check]', word.toUpperCase())
    used = (await page.context().cookies()).find((c) => c.name.startsWith('wpcf7_nojs_'))!
    expect(used.httpOnly).toBe(true)
    await page.click('.wpcf7-submit')
    await page.waitForLoadState()
    expect(await page.getAttribute(FORM, 'data-status')).toBe('sent')
    expect(await page.textContent('.wpcf7-response-output')).toBe('Gracias por tu mensaje. Ha sido enviado.')
    await waitFor(
      () =>
        receivedMails(mailDir)
          .slice(before)
          .find((m) => m.subject?.includes('Marta')),
      'el correo del envío sin JavaScript',
    )
  })

  /** The contact page's form as a script would post it: its hidden fields, a message and a check word. */
  const scriptedPost = async (check: string, cookie = '') => {
    const html = await (await fetch(`${base}/contacto/`)).text()
    const hidden = [...html.matchAll(/<input type="hidden"[^>]*>/g)].map((m) => [
      /name="([^"]*)"/.exec(m[0])?.[1] ?? '',
      /value="([^"]*)"/.exec(m[0])?.[1] ?? '',
    ])
    const body = new URLSearchParams([
      ...hidden,
      ['your-name', 'Robot Repetido'],
      ['your-email', 'robot@example.com'],
      ['your-message', 'Oferta de enlaces.'],
      ['privacy', '1'],
      ['_wpcf7_nojs_check', check],
    ])
    const res = await fetch(`${base}/contacto/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '198.51.100.211',
        ...(cookie ? { cookie } : {}),
      },
      body,
    })
    return /<form[^>]*class="wpcf7-form[^"]*"[^>]*data-status="([a-z_]+)"/.exec(await res.text())?.[1]
  }

  it('refuses a script that read the page once, and a word that was already used (security review, finding 4)', async () => {
    const before = receivedMails(mailDir).length
    // The page holds no word to type: a script that learnt last year's fixed word gets nowhere.
    expect(await (await fetch(`${base}/contacto/`)).text()).not.toMatch(/escribe la palabra/i)
    expect(await scriptedPost('luz')).toBe('spam')
    // The visitor's own challenge, replayed with the word that worked: good once only.
    expect(await scriptedPost(word, `${used.name}=${used.value}`)).toBe('spam')
    await new Promise((r) => setTimeout(r, 1_000))
    expect(
      receivedMails(mailDir)
        .slice(before)
        .some((m) => m.subject?.includes('Robot')),
    ).toBe(false)
  })
})
