import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { multipartBody } from '../support/multipartBody'

import { launchBrowser, newContext, signInToAdmin } from './helpers/browser'
import { adminApi, decodeQuotedPrintable, receivedMails, waitFor } from './helpers/site'

const base = inject('baseUrl')

/** Findings of the security review (issue 16), each performed against the running site. */
describe('accounts (security review)', () => {
  it('refuses a weak password for a new user, in Spanish, and takes a strong one (finding 7)', async () => {
    const admin = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const create = (email: string, password: string) =>
      admin('/api/users', {
        method: 'POST',
        body: JSON.stringify({ email, password, name: 'Nueva', roles: ['editor'] }),
      })
    for (const [password, message] of [
      ['abc', /La contraseña debe tener al menos 12 caracteres/],
      ['password1234', /La contraseña es demasiado fácil de adivinar/],
      ['fotografia2026', /La contraseña es demasiado fácil de adivinar/],
    ] as const) {
      const res = await create(`debil-${password.length}@revela.test`, password)
      expect(res.status, password).toBe(400)
      expect(JSON.stringify(await res.json()), password).toMatch(message)
    }
    const strong = await create('fuerte@revela.test', 'tortilla-de-patatas-con-cebolla')
    expect(strong.status).toBe(201)
    // And changing one's password to a weak one is refused too.
    const { doc } = (await strong.json()) as { doc: { id: number } }
    const weakened = await admin(`/api/users/${doc.id}`, { method: 'PATCH', body: JSON.stringify({ password: 'abc' }) })
    expect(weakened.status).toBe(400)
  })

  it('sends the session cookie HttpOnly and SameSite=Lax, and Secure only on an https site (finding 8)', async () => {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
    })
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    // This test site is http://localhost: a Secure cookie would never come back to it.
    expect(cookie).not.toMatch(/; Secure/i)
  })
})

describe('visitor addresses (security review, finding 3)', () => {
  const consent = (n: number, headers: Record<string, string>) =>
    fetch(`${base}/wp-json/revela/v1/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'user-agent': 'Mozilla/5.0 (pruebas)', ...headers },
      body: JSON.stringify({
        consentId: `proxy-${String(n).padStart(4, '0')}`,
        action: 'custom',
        categories: ['necessary', 'analytics'],
        revision: 3,
        pageUrl: '/',
      }),
    })

  it('does not let a visitor escape the per-address limit by inventing forwarded addresses or the server’s own header', async () => {
    // This site trusts a proxy on loopback (as behind deploy/nginx.conf), which appends the address
    // it saw to whatever X-Forwarded-For the visitor sent. Only that last hop is the visitor's.
    const statuses: number[] = []
    for (let n = 0; n < 31; n++) {
      const invented = `203.0.113.${n + 1}`
      const res = await consent(n, {
        'x-forwarded-for': `${invented}, 198.51.100.150`,
        'x-real-ip': invented,
        'x-revela-peer-address': `192.0.2.${n + 1}`,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204))
    expect(statuses[30]).toBe(429)
    // A visitor behind the proxy with another address is not affected.
    expect((await consent(99, { 'x-forwarded-for': '198.51.100.151' })).status).toBe(204)
  })
})

describe('signing in and resetting a password (security review, findings 5 and 6)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  const mailDir = inject('mailDir')
  const post = (route: 'login' | 'forgot-password', body: object, ip: string) =>
    fetch(`${base}/api/users/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    })
  const timed = async (answer: () => Promise<Response>) => {
    const started = performance.now()
    const res = await answer()
    return { status: res.status, body: await res.text(), ms: performance.now() - started }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const mailTo = (address: string, subject: RegExp, after: number) =>
    waitFor(
      () =>
        receivedMails(mailDir)
          .slice(after)
          .find((m) => m.recipients.includes(address) && subject.test(m.subject ?? '')),
      `el correo «${subject}» a ${address}`,
    )

  it('answers a known and an unknown address alike, and in the same time', async () => {
    const known: Awaited<ReturnType<typeof timed>>[] = []
    const unknown: Awaited<ReturnType<typeof timed>>[] = []
    for (let i = 0; i < 5; i++) {
      known.push(
        await timed(() =>
          post('login', { email: inject('adminEmail'), password: 'no-es-la-clave' }, `198.51.100.${160 + i}`),
        ),
      )
      unknown.push(
        await timed(() =>
          post('login', { email: 'nadie@revela.test', password: 'no-es-la-clave' }, `198.51.100.${170 + i}`),
        ),
      )
    }
    for (const answer of [...known, ...unknown]) expect(answer).toMatchObject({ status: 401, body: known[0]!.body })
    expect(JSON.parse(known[0]!.body)).toEqual({
      errors: [{ message: 'El correo electrónico o la contraseña no son correctos.' }],
    })
    // Hashing a known account's password took ~150 ms against ~8 ms for an unknown address.
    expect(Math.abs(median(known.map((a) => a.ms)) - median(unknown.map((a) => a.ms)))).toBeLessThan(100)

    const resetKnown = await timed(() => post('forgot-password', { email: inject('adminEmail') }, '198.51.100.180'))
    const resetUnknown = await timed(() => post('forgot-password', { email: 'nadie@revela.test' }, '198.51.100.181'))
    expect(resetKnown.status).toBe(200)
    expect(resetUnknown).toMatchObject({ status: 200, body: resetKnown.body })
    expect(resetKnown.body).toMatch(/recibirás un correo con un enlace/)
  })

  it('slows down an address that keeps failing, while the account still opens from elsewhere', async () => {
    const attacker = '198.51.100.190'
    for (let i = 0; i < 3; i++)
      expect((await post('login', { email: inject('adminEmail'), password: `mala-${i}` }, attacker)).status).toBe(401)
    const slowed = await post('login', { email: inject('adminEmail'), password: 'mala-3' }, attacker)
    expect(slowed.status).toBe(429)
    expect(slowed.headers.get('retry-after')).toBe('2')
    expect(((await slowed.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Demasiados intentos fallidos desde tu conexión. Espera 2 segundos y vuelve a intentarlo.',
    )
    // The studio, from its own connection, is not affected.
    expect(
      (await post('login', { email: inject('adminEmail'), password: inject('adminPassword') }, '198.51.100.191'))
        .status,
    ).toBe(200)
    // After the wait, the address may try again (and fails as before, not locked).
    await new Promise((r) => setTimeout(r, 2_100))
    expect((await post('login', { email: inject('adminEmail'), password: 'mala-4' }, attacker)).status).toBe(401)
  })

  it('counts an IPv6 line by its /64: changing the last half of the address gains nothing (second review, finding 8)', async () => {
    for (let i = 1; i <= 3; i++)
      expect(
        (await post('login', { email: inject('adminEmail'), password: `mala-${i}` }, `2001:db8:5:6::${i}`)).status,
      ).toBe(401)
    expect(
      (await post('login', { email: inject('adminEmail'), password: 'mala-4' }, '2001:db8:5:6:ffff:1:2:3')).status,
    ).toBe(429)
    // Another line is not affected.
    expect((await post('login', { email: inject('adminEmail'), password: 'mala-5' }, '2001:db8:5:7::1')).status).toBe(
      401,
    )
  })

  it('guards the login however its path is written: encoded, doubled or trailing slashes, any case (second review, finding 1)', async () => {
    const variants = [
      '/api/users/%6cogin',
      '/api/%75sers/login',
      '/api/users/login/',
      '/api/users/LOGIN',
      '/api/users//login',
      '/api/users/%4C%4F%47%49%4E',
    ]
    const at = (path: string, body: object, ip: string) =>
      timed(() =>
        fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(body),
        }),
      )
    const uniform = JSON.stringify({ errors: [{ message: 'El correo electrónico o la contraseña no son correctos.' }] })
    for (const [i, path] of variants.entries()) {
      const known = await at(path, { email: inject('adminEmail'), password: 'no-es-la-clave' }, `198.51.100.${60 + i}`)
      const unknown = await at(path, { email: 'nadie@revela.test', password: 'no-es-la-clave' }, `198.51.100.${80 + i}`)
      // Either Payload takes it for a login, and the guard answers as on the plain path, or it is no login at all.
      if (known.status === 404) expect(unknown.status, path).toBe(404)
      else {
        for (const answer of [known, unknown]) expect(answer, path).toMatchObject({ status: 401, body: uniform })
        expect(Math.min(known.ms, unknown.ms), path).toBeGreaterThanOrEqual(450)
      }
    }
    // One count for the address, whatever path each try took: the fourth failure waits.
    const attacker = '198.51.100.99'
    for (const path of variants.slice(0, 3))
      expect((await at(path, { email: inject('adminEmail'), password: 'mala' }, attacker)).status, path).toBe(401)
    for (const path of [...variants.slice(3), '/api/users/login']) {
      const slowed = await at(path, { email: inject('adminEmail'), password: 'mala' }, attacker)
      if (slowed.status !== 404) expect(slowed.status, path).toBe(429)
    }
    // The studio's right password still opens through any of them, guarded like the rest.
    expect(
      (
        await at(
          '/api/users/%6cogin',
          { email: inject('adminEmail'), password: inject('adminPassword') },
          '198.51.100.98',
        )
      ).status,
    ).toBe(200)
    // A client cannot pass for the guard by sending its header.
    const forged = await timed(() =>
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.97',
          'x-revela-account-guard': 'adivinado',
        },
        body: JSON.stringify({ email: 'nadie@revela.test', password: 'x' }),
      }),
    )
    expect(forged).toMatchObject({ status: 401, body: uniform })
  })

  it(
    'locks an account only after a sustained attack, tells its owner, and a reset link in Spanish lets them back in',
    { timeout: 120_000 },
    async () => {
      const admin = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
      const email = 'fotografa@revela.test'
      const password = 'revelado-en-cuarto-oscuro'
      expect(
        (
          await admin('/api/users', {
            method: 'POST',
            body: JSON.stringify({ email, password, name: 'Lucía', roles: ['editor'] }),
          })
        ).status,
      ).toBe(201)
      const before = receivedMails(mailDir).length
      // Thirty failures from thirty addresses: none of them is slowed down, the account locks.
      const answers = new Set<string>()
      for (let i = 0; i < 30; i++)
        answers.add(
          (await timed(() => post('login', { email, password: `adivina-${i}` }, `203.0.113.${100 + i}`))).body,
        )
      const right = await timed(() => post('login', { email, password }, '203.0.113.200'))
      expect(right.status).toBe(401)
      answers.add(right.body)
      // Locked or wrong, the answer says the same: nothing tells an attacker the account exists.
      expect([...answers]).toEqual([
        JSON.stringify({ errors: [{ message: 'El correo electrónico o la contraseña no son correctos.' }] }),
      ])
      const locked = await mailTo(email, /está bloqueada por intentos fallidos/, before)
      expect(decodeQuotedPrintable(locked.raw)).toMatch(/Ha habido 30 intentos fallidos/)
      expect(
        receivedMails(mailDir)
          .slice(before)
          .filter((m) => m.recipients.includes(email)),
      ).toHaveLength(1)

      expect((await post('forgot-password', { email }, '203.0.113.201')).status).toBe(200)
      const reset = await mailTo(email, /Elige una contraseña nueva/, before)
      const link = /https?:\/\/[^\s"<>]+\/admin\/reset\/[0-9a-f]+/.exec(decodeQuotedPrintable(reset.raw))?.[0]
      expect(link).toBeTruthy()

      // Through the link, a guessable password is refused as it is for an editor (the estimate runs
      // only for a valid link); the link still works afterwards.
      const weak = await fetch(`${base}/api/users/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link!.split('/').pop(), password: 'fotografia2026' }),
      })
      expect(weak.status).toBe(400)
      expect(JSON.stringify(await weak.json())).toMatch(/La contraseña es demasiado fácil de adivinar/)

      const page = await (await newContext(browser, base)).newPage()
      await page.goto(link!)
      // The button stays disabled until the admin's script has taken over the form.
      await page.waitForLoadState('networkidle')
      await page.locator('input[name="password"]').fill('luz-de-tarde-en-la-azotea')
      await page.locator('input[name="confirm-password"]').fill('luz-de-tarde-en-la-azotea')
      await page.locator('button[type="submit"]').click()
      await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
      // The lock is lifted with the new password; the old one is gone.
      expect((await post('login', { email, password: 'luz-de-tarde-en-la-azotea' }, '203.0.113.202')).status).toBe(200)
      expect((await post('login', { email, password }, '203.0.113.203')).status).toBe(401)
    },
  )

  it('refuses a weak password chosen through a reset link', async () => {
    const res = await fetch(`${base}/api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'cualquiera', password: 'abc' }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(/La contraseña debe tener al menos 12 caracteres/)
    // A long enough password with a link that is not valid: refused for the link, not estimated.
    const forged = await fetch(`${base}/api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'cualquiera', password: 'fotografia2026' }),
    })
    expect(forged.status).toBe(403)
  })
})

/** The response may not act as a page: sandboxed, never sniffed, and no inline script allowed. */
function expectSandboxed(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? ''
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().toLowerCase().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )
  expect(directives.has('sandbox'), `${what}: ${csp}`).toBe(true)
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr'])
    expect(directives.get(directive) ?? directives.get('default-src') ?? ['*'], `${what}: ${csp}`).not.toContain(
      "'unsafe-inline'",
    )
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
}

describe('uploads (security review)', () => {
  const form = { id: 0, unitTag: '' }
  let admin: Awaited<ReturnType<typeof adminApi>>
  const feedback = async (fields: Record<string, string>, file: Blob, filename: string, token: boolean) => {
    const body = new FormData()
    for (const [k, v] of Object.entries({ _wpcf7: String(form.id), _wpcf7_unit_tag: form.unitTag, ...fields }))
      body.append(k, v)
    body.append('adjunto', file, filename)
    if (token) {
      // What the page's script does: its anti-spam signals (a person took half a minute), then a
      // solved challenge.
      const now = Date.now()
      for (const [k, v] of Object.entries({
        _wpcf7_ak_hp_textarea: '',
        _wpcf7_ak_js: String(now - 30_000),
        _wpcf7_ak_bib: String(now - 20_000),
        _wpcf7_ak_bfs: String(now),
        _wpcf7_ak_bkpc: '30',
      }))
        body.append(k, v)
      const challenge = await (await fetch(`${base}/wp-json/revela/v1/captcha/challenge?action=contactform`)).json()
      const solution = await solveChallenge({ challenge, deriveKey })
      body.append('_wpcf7_recaptcha_response', Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))
    }
    const res = await fetch(`${base}/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`, {
      method: 'POST',
      body,
      headers: { 'user-agent': 'Mozilla/5.0 (pruebas)' },
    })
    return (await res.json()) as { status: string }
  }
  const submissionOf = async (name: string) => {
    const { docs } = (await (
      await admin(`/api/form-submissions?where[name][equals]=${encodeURIComponent(name)}&depth=1`)
    ).json()) as {
      docs: {
        id: number
        status: string
        files: { filename: string }[]
        fields: { name: string; value: unknown; notKept?: unknown }[]
      }[]
    }
    expect(docs).toHaveLength(1)
    return docs[0]!
  }

  beforeAll(async () => {
    admin = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const created = await admin('/api/forms', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Dossier',
        template: '[text* your-name] [file adjunto limit:2mb filetypes:pdf] [submit]',
        mail: {
          recipient: 'estudio@revela.test',
          sender: 'Web <web@revela.test>',
          subject: 'Dossier de [your-name]',
          body: '[adjunto]',
          attachments: '[adjunto]',
        },
      }),
    })
    expect(created.status).toBe(201)
    form.id = ((await created.json()) as { doc: { id: number } }).doc.id
    form.unitTag = `wpcf7-f${form.id}-o1`
  })
  afterAll(async () => {
    if (form.id) await admin(`/api/forms/${form.id}`, { method: 'DELETE' })
  })

  it('serves an uploaded SVG sandboxed at both its addresses, resized copies too (finding 9)', async () => {
    // Payload refuses an SVG with a script outright; whatever it lets through is served sandboxed.
    const scripted = new FormData()
    scripted.append('_payload', JSON.stringify({ alt: 'Con script' }))
    scripted.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'], {
        type: 'image/svg+xml',
      }),
      'con-script.svg',
    )
    expect((await admin('/api/media', { method: 'POST', ...(await multipartBody(scripted)) })).status).toBe(400)

    const upload = new FormData()
    upload.append('_payload', JSON.stringify({ alt: 'Un círculo' }))
    upload.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>'], {
        type: 'image/svg+xml',
      }),
      'circulo.svg',
    )
    const res = await admin('/api/media', { method: 'POST', ...(await multipartBody(upload)) })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as {
      doc: { id: number; url: string; filename: string; sizes: Record<string, { filename: string | null }> }
    }
    try {
      expect(doc.url).toMatch(/^\/wp-content\/uploads\/\d{4}\/\d{2}\/circulo.*\.svg$/)
      const copies = Object.values(doc.sizes ?? {}).flatMap((s) =>
        s.filename ? [`/api/media/file/${s.filename}`] : [],
      )
      for (const address of [doc.url, `/api/media/file/${doc.filename}`, ...copies]) {
        // Anonymous, as any visitor (or a link sent to an editor) opens it.
        const file = await fetch(base + address)
        expect(file.status, address).toBe(200)
        expectSandboxed(file, address)
      }
      // The API route reads its path decoded; the header rules see it as sent.
      expectSandboxed(await fetch(`${base}/api/media/fil%65/${doc.filename}`), 'ruta codificada')
      const missing = await fetch(`${base}/api/media/file/no-existe.svg`)
      expect(missing.status).toBe(404)
    } finally {
      await admin(`/api/media/${doc.id}`, { method: 'DELETE' })
    }
  })

  it('serves a visitor’s file only as a sandboxed download (finding 9)', async () => {
    // An XHTML page named .pdf (the form checks names only, as CF7 does): served by its content, as
    // XML, and opened in the admin's origin it would run its script as the editor.
    const page =
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>fetch("/api/users/me")</script></body></html>'
    expect(
      (
        await feedback(
          { 'your-name': 'Pagina Xml' },
          new Blob([page], { type: 'application/pdf' }),
          'informe.pdf',
          true,
        )
      ).status,
    ).toBe('mail_sent')
    const [file] = (await submissionOf('Pagina Xml')).files
    for (const address of [
      `/api/submission-files/file/${file!.filename}`,
      `/api/submission-files/fil%65/${file!.filename}`,
    ]) {
      const res = await admin(address)
      expect(res.status, address).toBe(200)
      expect(res.headers.get('content-disposition'), address).toMatch(/^attachment/)
      expectSandboxed(res, address)
    }
    expect((await fetch(`${base}/api/submission-files/file/${file!.filename}`)).status).toBe(403)
  })

  it('keeps no bytes of a file sent with spam, only its name, size and type, and says so in the admin (finding 10)', async () => {
    const dir = path.resolve('data/submission-files')
    const stem = `dossier-${Date.now()}`
    const pdf = new Blob([`%PDF-1.4\n%${'x'.repeat(900 * 1024 - 17)}\n%%EOF\n`], { type: 'application/pdf' })
    expect(pdf.size).toBe(900 * 1024)
    // No CAPTCHA token: spam.
    expect((await feedback({ 'your-name': 'Spam Con Pdf' }, pdf, `${stem}.pdf`, false)).status).toBe('spam')
    const stored = await submissionOf('Spam Con Pdf')
    expect(stored.status).toBe('spam')
    expect(stored.files).toEqual([])
    expect(stored.fields).toContainEqual({
      name: 'adjunto',
      value: `${stem}.pdf`,
      notKept: [{ name: `${stem}.pdf`, size: 900 * 1024, type: 'application/pdf' }],
    })
    // The folder holds the visitor's file of the test above; the name is this run's own (the folder
    // outlives the test database).
    expect(readdirSync(dir).filter((name) => name.startsWith(stem))).toEqual([])
    expect((await admin(`/api/submission-files/file/${stem}.pdf`)).status).toBe(404)

    const browser = await launchBrowser()
    try {
      const page = await (await browser.newContext({ baseURL: base, locale: 'es-ES' })).newPage()
      await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
      await page.goto(`/admin/collections/form-submissions/${stored.id}`)
      await page.getByText('No se guardó el archivo que envió el remitente').waitFor({ timeout: 30_000 })
      expect(await page.getByText(`${stem}.pdf (900 KB, application/pdf)`).count()).toBe(1)
    } finally {
      await browser.close()
    }
  })
})

describe('inline scripts (security review, finding 12)', () => {
  // Next writes each page's data as inline scripts (which is why published pages keep
  // 'unsafe-inline', see docs/SECURITY.md); nothing else on a page may run inline: Revela's own are data.
  const NEXT_INLINE = [
    /^self\.__next_f\.push\(/,
    /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/,
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(/,
  ]
  const DATA = /\btype="application\/(ld\+)?json"/

  it('runs no inline script of its own on the public pages, only Next’s page data', async () => {
    for (const page of ['/', '/contacto/', '/blog/', '/sesiones-de-fotos-el-precio-del-profesional/']) {
      const html = await (await fetch(base + page)).text()
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(inline.length, page).toBeGreaterThan(0)
      for (const [, attributes, body] of inline) {
        if (DATA.test(attributes!)) continue
        expect(
          NEXT_INLINE.some((next) => next.test(body!.trim())),
          `${page}: ${body!.slice(0, 80)}`,
        ).toBe(true)
      }
    }
  })
})

describe('the REST API’s anonymous reads (second review, findings 2, 3 and 4)', () => {
  type Page = { docs: unknown[]; limit: number; totalDocs: number }
  const read = async (path: string, init?: RequestInit) => {
    const res = await fetch(base + path, init)
    return { status: res.status, body: (await res.json()) as Page & { errors?: { message: string }[] } }
  }

  it('answers an anonymous visitor at most a page of 100, however the size is asked', async () => {
    for (const path of [
      '/api/posts?limit=0&depth=0',
      '/api/posts?limit=100000',
      '/api/posts?pagination=false',
      '/api/pages?limit=0',
      '/api/media?limit=0&depth=5',
    ]) {
      const { status, body } = await read(path)
      expect(status, path).toBe(200)
      expect(body.limit, path).toBe(100)
      expect(body.docs.length, path).toBeLessThanOrEqual(100)
    }
    // The same query sent as a form with X-HTTP-Method-Override: GET gets the same caps.
    const overridden = await read('/api/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
      body: 'limit=0&depth=0',
    })
    expect(overridden.status).toBe(200)
    expect(overridden.body.limit).toBe(100)
    // An editor's own reads are as asked.
    const editor = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const all = (await (await editor('/api/posts?limit=0&depth=0')).json()) as Page
    expect(all.docs.length).toBe(all.totalDocs)
  })

  it('refuses a query of more than 50 terms with a 400 in Spanish, not a server error', async () => {
    const terms = (n: number, size: number) =>
      Array.from({ length: n }, (_, i) => `where[or][${i}][title][like]=${'x'.repeat(size)}`).join('&')
    const override = (body: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
      body,
    })
    for (const [path, init] of [
      [`/api/posts?${terms(60, 1)}`, undefined],
      [`/api/posts/count?${terms(60, 1)}`, undefined],
      ['/api/posts', override(terms(60, 1))],
    ] as const) {
      const { status, body } = await read(path, init)
      expect(status, path.slice(0, 40)).toBe(400)
      expect(body.errors?.[0]?.message).toMatch(/demasiadas condiciones/)
    }
    // As the review sent it, 1,001 terms of 200 characters in the body: no bigger than a query string may be.
    const long = await read('/api/posts', override(terms(1001, 200)))
    expect(long.status).toBe(413)
    expect(long.body.errors?.[0]?.message).toMatch(/demasiado grande/)
  })

  it('never reads a big or endless body to the API before refusing it', async () => {
    const started = performance.now()
    const big = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(2_000_000) }),
    })
    expect(big.status).toBe(413)
    expect(performance.now() - started).toBeLessThan(5_000)
    // A body of unknown length (chunked), which could go on for as long as its sender likes.
    const chunk = new TextEncoder().encode('{"title":"' + 'x'.repeat(65_536))
    let sent = 0
    const endless = new ReadableStream({
      pull: (controller) => (++sent > 32 ? controller.close() : controller.enqueue(chunk)),
    })
    const chunked = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(411)
    // The server is as quick as before.
    const health = performance.now()
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect(performance.now() - health).toBeLessThan(1_000)
  })
})

describe('the media folder (second review, finding 6)', () => {
  it('never serves a file through a link, wherever the link points', async () => {
    const mediaDir = inject('mediaDir')
    mkdirSync(mediaDir, { recursive: true })
    const link = path.join(mediaDir, 'passwd.jpg')
    symlinkSync('/etc/passwd', link)
    try {
      const res = await fetch(`${base}/wp-content/uploads/2024/01/passwd.jpg`)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('root:')
    } finally {
      rmSync(link)
    }
  })
})

describe('the page cache (second review, after its fuzz run)', () => {
  const cached = () => {
    const folder = path.join('.next-test', 'server', 'route-cache')
    try {
      return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    } catch {
      return 0
    }
  }

  it('keeps nothing on disk for addresses that do not exist, however many a client asks', async () => {
    const before = cached()
    const word = (i: number) => `no-existe-${i}-${Math.random().toString(36).slice(2, 10)}`
    const shapes = (i: number) => [
      `/${word(i)}/`,
      `/sesiones-de-fotos/${word(i)}/`,
      `/category/${word(i)}/`,
      `/${word(i)}/${word(i)}/`,
    ]
    for (let i = 0; i < 15; i++) {
      for (const address of shapes(i)) expect((await fetch(base + address)).status, address).toBe(404)
    }
    // Each 404 was a file of ~13 KB before: a client asking random addresses filled the disk.
    expect(cached()).toBe(before)
  })
})
