// The contact form under load: FORM_POSTS posts of the feedback endpoint from 50 concurrent clients, a real
// SMTP server (smtp-server) receiving the mails, then the check that every accepted submission was
// stored once and mailed once. Counted through the admin's REST API, then deleted again.
import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'

import { CONNECTIONS } from './load.mjs'

/** A fixed number of posts rather than a duration, so that none is in flight when counting starts. */
export const FORM_POSTS = 200

/** A local SMTP server that counts the messages whose subject carries `marker`. */
export async function startCountingSmtp(marker) {
  let delivered = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = ''
      stream.on('data', (d) => (raw += d))
      stream.on('end', () => {
        if (raw.includes(marker)) delivered += 1
        done()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    delivered: () => delivered,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** A complete post of the demo form (id 1 on /contacto/), with the run's marker as the name. */
export async function feedbackBody(marker) {
  const form = new FormData()
  for (const [k, v] of Object.entries({
    _wpcf7: '1',
    _wpcf7_version: '6.1.6',
    _wpcf7_locale: 'es_ES',
    _wpcf7_unit_tag: 'wpcf7-f1-p40-o1',
    _wpcf7_container_post: '40',
    _wpcf7_recaptcha_response: '',
    'your-name': marker,
    'your-email': 'carga@revela.test',
    'your-message': 'Prueba de carga del formulario de contacto.',
    privacy: '1',
  }))
    form.append(k, v)
  const response = new Response(form)
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') }
}

/**
 * Submissions per second, and stored/sent and mailed/sent ratios (1.000 when nothing is lost or
 * doubled). `admin` is a fetch signed in to the admin API.
 */
export async function measureFeedback(appUrl, { marker, smtp, admin }) {
  const { body, type } = await feedbackBody(marker)
  let sent = 0
  const result = await autocannon({
    url: `${appUrl}/wp-json/contact-form-7/v1/contact-forms/1/feedback`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: FORM_POSTS,
    headers: { 'content-type': type, accept: 'application/json', 'user-agent': 'revela-bench' },
    body,
    setupClient(client) {
      client.on('body', (b) => {
        if (b.toString().includes('"status":"mail_sent"')) sent += 1
      })
    },
  })
  const count = async (collection, where) => {
    const r = await admin(`/api/${collection}?limit=0&${where}`)
    return (await r.json()).totalDocs
  }
  const stored = await count('form-submissions', `where[name][equals]=${encodeURIComponent(marker)}`)
  // The outbox sends one message at a time; give it time to drain, and a moment more to catch a
  // message sent twice.
  const deadline = Date.now() + 120_000
  while (smtp.delivered() < stored && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
  await new Promise((r) => setTimeout(r, 2000))
  await admin(`/api/form-submissions?where[name][equals]=${encodeURIComponent(marker)}`, { method: 'DELETE' })
  await admin(`/api/outbox?where[subject][contains]=${encodeURIComponent(marker)}`, { method: 'DELETE' })
  const ratio = (n) => (sent ? Math.round((n / sent) * 1000) / 1000 : 0)
  return {
    // Over the run's wall time: autocannon's per-second samples miss a final partial second.
    rps: Math.round((result.requests.total / (result.duration || 1)) * 10) / 10,
    p99_ms: result.latency.p99,
    sent,
    failed: result.errors + result.timeouts + result.non2xx,
    stored_ratio: ratio(stored),
    mailed_ratio: ratio(smtp.delivered()),
  }
}
