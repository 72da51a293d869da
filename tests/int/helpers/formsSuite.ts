import { existsSync, readFileSync } from 'node:fs'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { PEER_ADDRESS_HEADER } from '@/lib/peerAddress.mjs'

import { browserSignals } from '../../support/formSignals'
import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtpTestServer'
import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }
const UNIT = 'wpcf7-f1-p40-o1'

type Json = Record<string, unknown>

/**
 * The contact-form endpoints on a real database, with a real SMTP server: what is stored, what is
 * mailed, and what happens when SMTP goes away mid-run. The same on SQLite and PostgreSQL.
 */
export function formsSuite(dialect: Dialect) {
  let payload: Payload
  let smtp: SmtpTestServer
  let feedback: (id: string, body: FormData, headers?: Record<string, string>) => Promise<Response>
  let refill: (id: string) => Promise<Response>
  let drain: () => Promise<{ sent: number; retried: number; failed: number }>
  /** How far the worker's clock runs ahead of the real one. */
  let ahead = 0

  /** What a browser does before posting: fetch an ALTCHA challenge for the action and solve it. */
  const solvedToken = async () => {
    const { altchaChallengeFromEnv } = await import('@/antispam/captcha/server/captchaFromEnv')
    const challenge = await altchaChallengeFromEnv('contactform')
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const post = async (fields: Record<string, string | Blob>, { token = true, signals = true } = {}) => {
    const body = new FormData()
    body.append('_wpcf7', '1')
    body.append('_wpcf7_unit_tag', UNIT)
    body.append('_wpcf7_container_post', '40')
    if (signals) for (const [k, v] of Object.entries(browserSignals())) body.append(k, v)
    for (const [k, v] of Object.entries(fields)) body.append(k, v as string)
    if (token) body.append('_wpcf7_recaptcha_response', await solvedToken())
    const response = await feedback('1', body, {
      'user-agent': 'Mozilla/5.0 (pruebas)',
      [PEER_ADDRESS_HEADER]: '203.0.113.9',
    })
    return { status: response.status, json: (await response.json()) as Json }
  }
  const complete = (name: string) => ({
    'your-name': name,
    'your-email': `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    'your-message': `Hola, soy ${name}.`,
    privacy: '1',
  })

  beforeAll(async () => {
    smtp = await startSmtpTestServer()
    ;({ payload } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
    const feedbackRoute = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route')
    const refillRoute = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/refill/route')
    feedback = (id, body, headers = {}) =>
      feedbackRoute.POST(
        new Request(`http://localhost/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, {
          method: 'POST',
          body,
          headers,
        }),
        {
          params: Promise.resolve({ id }),
        },
      )
    refill = (id) => refillRoute.GET(new Request(`http://localhost/x`), { params: Promise.resolve({ id }) })
    const { createOutboxWorker } = await import('@/mail/outboxWorker')
    const { payloadOutboxStore } = await import('@/mail/payloadOutboxStore')
    const { nodemailerTransport } = await import('@/mail/nodemailerTransport')
    const { withSubmissionMailStatus } = await import('@/forms/server/submissionMailStatus')
    // A clock the test moves, so retries come due without waiting for the back-off.
    const worker = createOutboxWorker({
      store: withSubmissionMailStatus(payloadOutboxStore(payload), payload),
      transport: nodemailerTransport(smtp.url, { timeoutMs: 3000 }),
      now: () => new Date(Date.now() + ahead),
      log: () => {},
    })
    drain = () => worker.drainOnce()
  })

  afterAll(async () => {
    await smtp?.stop()
    await payload?.destroy()
  })

  it('stores a complete submission, then mails it once through SMTP', async () => {
    const { status, json } = await post({ ...complete('Lucía Gómez'), 'session-type': 'Retrato' })
    expect(status).toBe(200)
    expect(json).toMatchObject({ contact_form_id: 1, status: 'mail_sent', into: `#${UNIT}`, invalid_fields: [] })
    expect(json.posted_data_hash).toMatch(/^[0-9a-f]{32}$/)

    const found = (
      await payload.find({ collection: 'form-submissions', where: { name: { equals: 'Lucía Gómez' } }, depth: 0 })
    ).docs[0]
    expect(found).toMatchObject({
      name: 'Lucía Gómez',
      form: 1,
      remoteIp: '203.0.113.9',
      mailStatus: 'queued',
      containerPost: 40,
    })
    expect(found!.summary).toContain('Tipo de sesión: Retrato')

    expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.subject).toBe('Revela Estudio: nueva consulta de Lucía Gómez')
    expect(smtp.received[0]!.recipients).toEqual(['hola@revela.example'])
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 })
    const after = await payload.findByID({ collection: 'form-submissions', id: found!.id, depth: 0 })
    expect(after.mailStatus).toBe('sent')
  })

  it('answers validation_failed with every invalid field, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'form-submissions' })).totalDocs
    const { json } = await post({
      'your-name': '',
      'your-email': 'no-es-correo',
      'your-message': 'x',
      privacy: '1',
      'preferred-date': '2020-01-01',
    })
    expect(json.status).toBe('validation_failed')
    expect(json.posted_data_hash).toBe('')
    expect(json.invalid_fields).toEqual([
      {
        field: 'preferred-date',
        message: 'La fecha es anterior a la más temprana permitida.',
        idref: null,
        error_id: `${UNIT}-ve-preferred-date`,
      },
      { field: 'your-name', message: 'El campo es obligatorio.', idref: null, error_id: `${UNIT}-ve-your-name` },
      {
        field: 'your-email',
        message: 'La dirección de correo electrónico que has introducido no es válida.',
        idref: null,
        error_id: `${UNIT}-ve-your-email`,
      },
    ])
    expect((await payload.count({ collection: 'form-submissions' })).totalDocs).toBe(before)
  })

  it('answers acceptance_missing without the privacy box, and spam without a solved CAPTCHA or a token used twice', async () => {
    const { privacy: _privacy, ...unaccepted } = complete('Sin Acepto')
    expect((await post(unaccepted)).json.status).toBe('acceptance_missing')
    expect((await post(complete('Sin Token'), { token: false })).json.status).toBe('spam')
    expect((await post({ ...complete('Tarro De Miel'), _wpcf7_ak_hp_textarea: 'compra' })).json.status).toBe('spam')

    // Spam is kept for review, never dropped: with its reasons, its notice held back, nothing mailed.
    const mailed = smtp.received.length
    const caught = (
      await payload.find({
        collection: 'form-submissions',
        where: { name: { in: ['Sin Token', 'Tarro De Miel'] } },
        depth: 0,
        sort: 'name',
      })
    ).docs
    expect(caught.map((d) => [d.name, d.status, d.spamReasons, d.mailStatus])).toEqual([
      ['Sin Token', 'spam', ['captcha'], 'held'],
      ['Tarro De Miel', 'spam', ['honeypot'], 'held'],
    ])
    const held = await payload.find({
      collection: 'outbox',
      where: { 'source.documentId': { equals: String(caught[1]!.id) } },
      depth: 0,
    })
    expect(held.docs.map((m) => m.status)).toEqual(['held'])
    await drain()
    expect(smtp.received.length).toBe(mailed)

    const token = await solvedToken()
    const twice = async () => {
      const body = new FormData()
      for (const [k, v] of Object.entries({
        ...complete('Dos Veces'),
        ...browserSignals(),
        _wpcf7: '1',
        _wpcf7_unit_tag: UNIT,
        _wpcf7_recaptcha_response: token,
      }))
        body.append(k, v)
      return (await (await feedback('1', body, { 'user-agent': 'Mozilla/5.0' })).json()) as Json
    }
    expect((await twice()).status).toBe('mail_sent')
    expect((await twice()).status).toBe('spam')
  })

  it('holds as spam a browser-looking post that leaves out the anti-spam fields (security review, finding 11)', async () => {
    // A program posing as a browser leaves out the honeypot, then the script's timings, to dodge the
    // honeypot, too-fast and no-keystrokes rules; a solved CAPTCHA does not make it a person.
    const without = await post(complete('Sin Campos'), { signals: false })
    expect(without.json.status).toBe('spam')
    const noScript = await post(
      { ...complete('Sin Script'), _wpcf7_ak_hp_textarea: '', _wpcf7_ak_js: '' },
      { signals: false },
    )
    expect(noScript.json.status).toBe('spam')
    const caught = (
      await payload.find({
        collection: 'form-submissions',
        where: { name: { in: ['Sin Campos', 'Sin Script'] } },
        depth: 0,
      })
    ).docs
    expect(caught.map((d) => [d.status, d.spamReasons])).toEqual([
      ['spam', ['impossible-timing']],
      ['spam', ['impossible-timing']],
    ])
    // The same post from a browser running the script goes through.
    expect((await post(complete('Con Campos'))).json.status).toBe('mail_sent')
  })

  it('sends the auto-reply with the studio’s words only, a few times a day per recipient and per sender (security review, finding 11)', async () => {
    // A bot types its victim's address and its advert in the name and message: with an auto-reply
    // that repeats them, the studio's server would deliver the advert for it.
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Con respuesta',
        template:
          '[text* your-name] [email* your-email] [select session-type "Retrato" "Boda"] [textarea your-message] [submit]',
        mail: {
          recipient: 'estudio@revela.test',
          sender: 'Web <web@revela.test>',
          subject: 'Consulta de [your-name]',
          body: '[your-message]',
        },
        autoReply: {
          active: true,
          recipient: '[your-email]',
          sender: '[your-name] <no-responder@revela.test>',
          subject: 'Gracias, [your-name]',
          additionalHeaders: 'Reply-To: [your-name] <estudio@revela.test>',
          body: 'Hola [your-name]: sesión de [session-type]. Nos dijiste: [your-message] [_raw_your-message] [_user_agent] [_url]',
        },
      },
    })
    let n = 0
    const send = async (email: string, ip: string) => {
      n += 1
      const body = new FormData()
      const fields = {
        ...browserSignals(),
        _wpcf7: String(form.id),
        _wpcf7_unit_tag: `wpcf7-f${form.id}-o1`,
        'your-name': `Pastillas Baratas ${n}`,
        'your-email': email,
        'session-type': 'Retrato',
        'your-message': `Compra en spam.example, oferta ${n}`,
        _wpcf7_recaptcha_response: await solvedToken(),
      }
      for (const [k, v] of Object.entries(fields)) body.append(k, v)
      const headers = {
        'user-agent': 'Mozilla/5.0 SPAM-UA',
        [PEER_ADDRESS_HEADER]: ip,
        referer: 'https://spam.example/landing',
      }
      return ((await (await feedback(String(form.id), body, headers)).json()) as Json).status
    }
    await drain()
    const before = smtp.received.length
    expect(await send('victima@example.com', '198.51.100.1')).toBe('mail_sent')
    await drain()
    const replies = () => smtp.received.slice(before).filter((m) => m.subject?.startsWith('Gracias'))
    const [reply] = replies()
    expect(reply?.recipients).toEqual(['victima@example.com'])
    expect(reply?.raw).toContain('n de Retrato. Nos dijiste:') // quoted-printable: «sesi=C3=B3n»
    expect(reply?.raw).not.toMatch(/Pastillas|spam\.example|SPAM-UA/)

    // The same person written four more ways, each from another address: three replies a day in all.
    for (const [i, email] of [
      'Victima+1@Example.com',
      'victima+2@example.com',
      'VICTIMA@example.com',
      'victima@example.com',
    ].entries())
      expect(await send(email, `198.51.100.${10 + i}`)).toBe('mail_sent')
    // One address mailing six people: five replies.
    for (let i = 0; i < 6; i++) expect(await send(`persona${i}@example.com`, '198.51.100.99')).toBe('mail_sent')
    await drain()
    const to = replies().map((m) => m.recipients[0]!.toLowerCase())
    expect(to.filter((a) => a.startsWith('victima'))).toHaveLength(3)
    expect(to.filter((a) => a.startsWith('persona'))).toHaveLength(5)
    // The studio hears of every message, whatever became of the auto-reply.
    expect(smtp.received.slice(before).filter((m) => m.subject?.startsWith('Consulta de'))).toHaveLength(11)
  })

  it('keeps mail queued while SMTP is down and delivers it exactly once when it returns', async () => {
    await drain()
    const before = smtp.received.length
    await smtp.stop()
    const { json } = await post(complete('Durante Caída'))
    expect(json.status).toBe('mail_sent')
    const first = await drain()
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 })
    const queued = await payload.find({
      collection: 'outbox',
      where: { subject: { contains: 'Durante Caída' } },
      depth: 0,
    })
    expect(queued.docs[0]).toMatchObject({ status: 'queued', attempts: 1 })
    expect(String(queued.docs[0]!.lastError)).toMatch(/\S/)
    // Not due yet: nothing is tried before the back-off has passed.
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 })

    await smtp.restart()
    ahead += 60 * 60 * 1000
    expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 })
    const delivered = smtp.received.slice(before).filter((m) => m.subject?.includes('Durante Caída'))
    expect(delivered).toHaveLength(1)
    const sent = await payload.findByID({ collection: 'outbox', id: queued.docs[0]!.id, depth: 0 })
    expect(sent.status).toBe('sent')
  })

  it('keeps only the form’s own fields, one value each, and no file the form did not ask for', async () => {
    const filesBefore = (await payload.count({ collection: 'submission-files' })).totalDocs
    const body = new FormData()
    for (const [k, v] of Object.entries({
      ...browserSignals(),
      _wpcf7: '1',
      _wpcf7_unit_tag: UNIT,
      'your-name': 'Lista',
      'your-message': 'x',
      privacy: '1',
      colado: 'no soy del formulario',
    }))
      body.append(k, v)
    body.append('your-email[]', 'uno@example.com')
    body.append('your-email[]', 'dos@example.com')
    body.append('pagina', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'x.html')
    body.append('_wpcf7_recaptcha_response', await solvedToken())
    const json = (await (await feedback('1', body, { 'user-agent': 'Mozilla/5.0' })).json()) as Json
    expect(json.status).toBe('mail_sent')
    const stored = (
      await payload.find({ collection: 'form-submissions', where: { name: { equals: 'Lista' } }, depth: 0 })
    ).docs[0]!
    expect(stored.email).toBe('dos@example.com')
    expect(stored.summary).not.toContain('colado')
    expect((await payload.count({ collection: 'submission-files' })).totalDocs).toBe(filesBefore)
  })

  it('refuses what a CF7 client would get refused: unknown form, no unit tag, not multipart', async () => {
    const body = new FormData()
    body.append('your-name', 'x')
    expect((await feedback('999', body)).status).toBe(404)
    const noTag = await feedback('1', body)
    expect(noTag.status).toBe(400)
    expect(await noTag.json()).toEqual({
      code: 'wpcf7_unit_tag_not_found',
      message: 'No hay una etiqueta de unidad válida.',
      data: { status: 400 },
    })
    const { POST } = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route')
    const json = await POST(
      new Request('http://localhost/x', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      {
        params: Promise.resolve({ id: '1' }),
      },
    )
    expect(json.status).toBe(415)
  })

  it('keeps a file sent with a form that asks for one, privately, and attaches it to the mail', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Casting',
        template: '[text* your-name] [email* your-email] [file* book limit:1mb filetypes:pdf] [submit]',
        mail: {
          recipient: 'casting@revela.test',
          sender: 'Web <web@revela.test>',
          subject: 'Book de [your-name]',
          body: 'Adjunto.',
          attachments: '[book]',
        },
      },
    })
    const body = new FormData()
    for (const [k, v] of Object.entries({
      ...browserSignals(),
      _wpcf7: String(form.id),
      _wpcf7_unit_tag: `wpcf7-f${form.id}-o1`,
      'your-name': 'Iris',
      'your-email': 'iris@example.com',
    }))
      body.append(k, v)
    body.append('_wpcf7_recaptcha_response', await solvedToken())
    body.append('book', new Blob(['%PDF-1.4 prueba'], { type: 'application/pdf' }), 'book.pdf')
    const json = (await (await feedback(String(form.id), body, { 'user-agent': 'Mozilla/5.0' })).json()) as Json
    expect(json.status).toBe('mail_sent')
    const stored = (
      await payload.find({ collection: 'form-submissions', where: { name: { equals: 'Iris' } }, depth: 1 })
    ).docs[0]!
    const file = (stored.files as { filename: string; url: string }[])[0]!
    expect(file.filename).toMatch(/^[0-9a-f]{12}-book\.pdf$/)
    const dir = payload.collections['submission-files'].config.upload.staticDir
    expect(readFileSync(`${dir}/${file.filename}`, 'utf8')).toBe('%PDF-1.4 prueba')

    const wrongType = new FormData()
    for (const [k, v] of Object.entries({
      _wpcf7: String(form.id),
      _wpcf7_unit_tag: `wpcf7-f${form.id}-o1`,
      'your-name': 'Iris',
      'your-email': 'iris@example.com',
    }))
      wrongType.append(k, v)
    wrongType.append('book', new Blob(['MZ'], { type: 'application/octet-stream' }), 'virus.exe')
    const refused = (await (await feedback(String(form.id), wrongType, { 'user-agent': 'Mozilla/5.0' })).json()) as {
      invalid_fields: { field: string; message: string }[]
    }
    expect(refused.invalid_fields).toEqual([
      expect.objectContaining({ field: 'book', message: 'No tienes permisos para subir archivos de este tipo.' }),
    ])

    await drain()
    const mail = smtp.received.find((m) => m.subject === 'Book de Iris')!
    expect(mail.raw).toMatch(/filename="?book\.pdf"?/)

    // Deleting the submission (as retention does) deletes its file.
    await payload.delete({ collection: 'form-submissions', id: stored.id })
    expect(existsSync(`${dir}/${file.filename}`)).toBe(false)
  })

  it('stores a submission, its file and its mail job together or not at all: a failure between the writes leaves nothing', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Book atómico',
        template: '[text* your-name] [email* your-email] [file* book limit:1mb filetypes:pdf] [submit]',
        mail: {
          recipient: 'book@revela.test',
          sender: 'Web <web@revela.test>',
          subject: 'Book de [your-name]',
          body: 'Adjunto.',
          attachments: '[book]',
        },
      },
    })
    const send = async (name: string) => {
      const body = new FormData()
      for (const [k, v] of Object.entries({
        ...browserSignals(),
        _wpcf7: String(form.id),
        _wpcf7_unit_tag: `wpcf7-f${form.id}-o1`,
        'your-name': name,
        'your-email': 'nora@example.com',
      }))
        body.append(k, v)
      body.append('_wpcf7_recaptcha_response', await solvedToken())
      body.append('book', new Blob(['%PDF-1.4 atómico'], { type: 'application/pdf' }), 'book.pdf')
      return (await (await feedback(String(form.id), body, { 'user-agent': 'Mozilla/5.0' })).json()) as Json
    }
    const dir = payload.collections['submission-files'].config.upload.staticDir!
    const { readdirSync } = await import('node:fs')
    const files = () => (existsSync(dir) ? readdirSync(dir).length : 0)
    const count = async (collection: 'form-submissions' | 'submission-files' | 'outbox') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    const before = {
      submissions: await count('form-submissions'),
      records: await count('submission-files'),
      outbox: await count('outbox'),
      files: files(),
    }

    // The mail job is the last write: it fails after the file and the submission were written.
    const hooks = payload.collections.outbox.config.hooks
    const failing = () => {
      throw new Error('fallo provocado al poner el correo en cola')
    }
    hooks.beforeChange = [...(hooks.beforeChange ?? []), failing]
    let answer: Json
    try {
      answer = await send('Nora Atómica')
    } finally {
      hooks.beforeChange = hooks.beforeChange.filter((hook) => hook !== failing)
    }
    expect(answer.status).toBe('mail_failed')
    expect(await count('form-submissions')).toBe(before.submissions)
    expect(await count('submission-files')).toBe(before.records)
    expect(await count('outbox')).toBe(before.outbox)
    expect(files()).toBe(before.files)

    // The same post once the fault is gone is stored whole.
    expect((await send('Nora Atómica')).status).toBe('mail_sent')
    const stored = (
      await payload.find({ collection: 'form-submissions', where: { name: { equals: 'Nora Atómica' } }, depth: 0 })
    ).docs
    expect(stored).toHaveLength(1)
    expect(await count('submission-files')).toBe(before.records + 1)
    expect(await count('outbox')).toBe(before.outbox + 1)
    expect(files()).toBe(before.files + 1)
  })

  it('stores every one of many submissions sent at once, each with its file and its mail job', async () => {
    // With files, each submission's transaction waits on the disk, so they overlap.
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Ráfaga',
        template: '[text* your-name] [email* your-email] [file* book limit:1mb filetypes:pdf] [submit]',
        mail: {
          recipient: 'rafaga@revela.test',
          sender: 'Web <web@revela.test>',
          subject: 'Ráfaga de [your-name]',
          body: 'Adjunto.',
          attachments: '[book]',
        },
      },
    })
    const count = async (collection: 'form-submissions' | 'submission-files' | 'outbox') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    const before = {
      submissions: await count('form-submissions'),
      files: await count('submission-files'),
      outbox: await count('outbox'),
    }
    const tokens = await Promise.all(Array.from({ length: 24 }, () => solvedToken()))
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const body = new FormData()
        for (const [k, v] of Object.entries({
          ...browserSignals(),
          _wpcf7: String(form.id),
          _wpcf7_unit_tag: `wpcf7-f${form.id}-o1`,
          'your-name': `Ráfaga ${i}`,
          'your-email': `rafaga${i}@example.com`,
          _wpcf7_recaptcha_response: token,
        }))
          body.append(k, v)
        body.append(
          'book',
          new Blob([`%PDF-1.4 ráfaga ${i} `.padEnd(200_000, '.')], { type: 'application/pdf' }),
          `book-${i}.pdf`,
        )
        const response = await feedback(String(form.id), body, {
          'user-agent': 'Mozilla/5.0 (pruebas)',
          [PEER_ADDRESS_HEADER]: `198.51.100.${i + 1}`,
        })
        return ((await response.json()) as Json).status
      }),
    )
    expect(answers).toEqual(tokens.map(() => 'mail_sent'))
    expect(await count('form-submissions')).toBe(before.submissions + 24)
    expect(await count('submission-files')).toBe(before.files + 24)
    expect(await count('outbox')).toBe(before.outbox + 24)
  })

  it('serves a new quiz question on refill', async () => {
    expect(await (await refill('1')).json()).toEqual([])
    const form = await payload.create({
      collection: 'forms',
      data: { title: 'Quiz', template: '[quiz q "¿Capital de España?|Madrid"] [submit]' },
    })
    const body = (await (await refill(String(form.id))).json()) as { quiz: Record<string, [string, string]> }
    expect(body.quiz.q![0]).toBe('¿Capital de España?')
    expect(body.quiz.q![1]).toMatch(/^[0-9a-f]{64}$/)
  })

  it('reads the settings once for a submission, and judges the next one by settings saved in the admin at once', async () => {
    const { SETTINGS_FRESH_MS } = await import('@/settings/siteSettings')
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_FRESH_MS + 50))
    const findGlobal = payload.findGlobal.bind(payload)
    let reads = 0
    payload.findGlobal = ((args: Parameters<typeof findGlobal>[0]) => {
      if (args.slug === 'site-settings') reads++
      return findGlobal(args)
    }) as typeof payload.findGlobal
    try {
      expect(
        (await post({ ...complete('Ana Lectora'), 'your-message': 'Quiero una sesión de retrato de grupo.' })).json
          .status,
      ).toBe('mail_sent')
      expect(reads).toBe(1)
      // The studio adds a word to the blocklist: the very next message is judged by it.
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { spamBlocklist: 'grupo' },
        context: { disableRevalidate: true },
      })
      expect(
        (await post({ ...complete('Eva Grupo'), 'your-message': 'Otra sesión de retrato de grupo.' })).json.status,
      ).toBe('spam')
    } finally {
      payload.findGlobal = findGlobal
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { spamBlocklist: '' },
        context: { disableRevalidate: true },
      })
    }
  })

  it('deletes spam after 30 days and submissions older than the retention period', async () => {
    const { purgeOldSubmissions } = await import('@/jobs/retention')
    const spam = (await payload.count({ collection: 'form-submissions', where: { status: { equals: 'spam' } } }))
      .totalDocs
    expect(spam).toBeGreaterThan(0)
    expect(await purgeOldSubmissions(payload, new Date())).toBe(0)
    const in31Days = new Date(Date.now() + 31 * 24 * 3600 * 1000)
    expect(await purgeOldSubmissions(payload, in31Days)).toBe(spam)
    // Their held notices go with them.
    expect((await payload.count({ collection: 'outbox', where: { status: { equals: 'held' } } })).totalDocs).toBe(0)
    const total = (await payload.count({ collection: 'form-submissions' })).totalDocs
    const in13Months = new Date(Date.now() + 13 * 31 * 24 * 3600 * 1000)
    expect(await purgeOldSubmissions(payload, in13Months)).toBe(total)
    expect((await payload.count({ collection: 'form-submissions' })).totalDocs).toBe(0)
    // The mails that left go too; none was left queued or failed here.
    expect((await payload.count({ collection: 'outbox', where: { status: { equals: 'sent' } } })).totalDocs).toBe(0)
  })
}
