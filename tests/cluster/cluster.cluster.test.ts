import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OUTBOX } from '@/mail/outboxLimits'

import { freePort, startCluster } from '../../scripts/cluster.mjs'
import { createSentGallery } from '../e2e/helpers/gallery'
import { adminApi, adminJwt } from '../e2e/helpers/site'
import { sendVisitorPost, someAddress, visitorTargets, type Sent } from '../faults/helpers/visitorPosts'
import { writeCameraJpeg } from '../support/cameraPhoto'
import { multipartBody } from '../support/multipartBody'
import { createPostgresDatabase } from '../support/postgresDatabase'
import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtpTestServer'

type Cluster = Awaited<ReturnType<typeof startCluster>>

const ADMIN = { email: 'admin@revela.test', password: 'revela-cluster-clave-larga' }
const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'
const LIMIT = 6
// The S3-compatible store (MinIO in deploy/compose.yaml) is s3rver, its stand-in.
const BUCKET = 'revela-cluster'
const PHOTO = path.resolve('src/seed/media/estudio-plato.jpg')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `probe` holds; answers the milliseconds it took, or throws after `ms`. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`No se cumplió en ${ms} ms`)
    await sleep(50)
  }
}

/** GETs the article over and over while `during` runs; answers every status seen. */
async function underLoad(
  url: string,
  during: () => Promise<void>,
): Promise<{ statuses: Map<number, number>; failures: number }> {
  const statuses = new Map<number, number>()
  let failures = 0
  let stop = false
  const visitor = async () => {
    while (!stop) {
      const status = await fetch(url + ARTICLE, { headers: { 'x-forwarded-for': someAddress() } }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      )
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 0 || status >= 500) failures++
    }
  }
  const visitors = Array.from({ length: 6 }, visitor)
  try {
    await during()
  } finally {
    stop = true
    await Promise.all(visitors)
  }
  return { statuses, failures }
}

/** A Redis of the test's own, which it may stop and start. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  await within(10_000, async () => {
    const { Redis } = await import('ioredis')
    const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    // Refused until the server listens: connect() rejects, and that is all this needs to hear.
    probe.on('error', () => {})
    try {
      await probe.connect()
      return (await probe.ping()) === 'PONG'
    } finally {
      probe.disconnect()
    }
  })
  return redis
}

/**
 * The production topology on this machine (scripts/cluster.mjs): one build, two instances started
 * from it, PostgreSQL, Redis, an S3 stand-in and nginx in front with deploy/nginx.conf.
 * `npm run test:cluster`.
 */
describe('two instances of one site behind nginx', () => {
  let cluster: Cluster
  let smtp: SmtpTestServer
  let redis: ChildProcess
  let redisPort: number
  let database: { url: string; drop(): Promise<void> }
  let s3: S3StandIn
  let a: Cluster['instances'][number]
  let b: Cluster['instances'][number]

  beforeAll(async () => {
    database = await createPostgresDatabase('revela_cluster')
    smtp = await startSmtpTestServer()
    redisPort = await freePort()
    redis = await startRedis(redisPort)
    s3 = await startS3StandIn(BUCKET)
    cluster = await startCluster({
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        CAPTCHA_PROVIDER: 'none',
        POST_RATE_LIMIT: String(LIMIT),
        ...s3.env,
      },
      log: () => {},
    })
    ;[a, b] = cluster.instances as [typeof a, typeof b]
  }, 900_000)

  afterAll(async () => {
    // `CLUSTER_LOG=1 npm run test:cluster` shows what nginx and the instances said.
    if (process.env.CLUSTER_LOG && cluster) console.log(`nginx:\n${cluster.nginxLog()}\nA:\n${a.log()}\nB:\n${b.log()}`)
    await cluster?.stop()
    redis?.kill('SIGKILL')
    await s3?.close()
    await smtp?.stop()
    await database?.drop()
  })

  it('shows an article published on one instance on both within 1 s and through nginx within 2 s, and hides it the same', async () => {
    const api = await adminApi(a.url, ADMIN.email, ADMIN.password, { 'x-forwarded-for': someAddress() })
    for (const url of [b.url, cluster.url]) expect((await fetch(url + ARTICLE)).status).toBe(200)
    const title = `Precio del profesional, edición ${Date.now()}`
    expect(
      (await api('/api/posts/1965', { method: 'PATCH', body: JSON.stringify({ title, _status: 'published' }) })).status,
    ).toBe(200)
    const shows = (url: string) => async () => (await (await fetch(url + ARTICLE)).text()).includes(title)
    // The pages are tagged with the article (revalidation/cacheTags); the tag's expiry reaches B through Redis.
    // Probed side by side, each counted from the publication.
    const [onA, onB, onBlogB, throughNginx] = await Promise.all([
      within(1000, shows(a.url)),
      within(1000, shows(b.url)),
      within(1000, async () => (await (await fetch(b.url + '/blog/')).text()).includes(title)),
      within(2000, shows(cluster.url)),
    ])
    console.log(
      `[cluster] publicado en A: visible en A en ${onA} ms, en B en ${onB} ms (su blog en ${onBlogB} ms), a través de nginx en ${throughNginx} ms`,
    )

    expect((await api('/api/posts/1965', { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })).status).toBe(
      200,
    )
    const gone = (url: string) => async () => {
      const r = await fetch(url + ARTICLE, { redirect: 'manual' })
      if (process.env.CLUSTER_LOG)
        console.log(
          `[cluster] ${url} ${Date.now()} ${r.status} ${r.headers.get('x-nextjs-cache')} ${r.headers.get('x-cache')}`,
        )
      return r.status === 404
    }
    const [hiddenOnB, hiddenThroughNginx] = await Promise.all([
      within(1000, gone(b.url)),
      within(2000, gone(cluster.url)),
    ])
    console.log(
      `[cluster] retirado en A: oculto en B en ${hiddenOnB} ms, a través de nginx en ${hiddenThroughNginx} ms`,
    )
    expect(
      (await api('/api/posts/1965', { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })).status,
    ).toBe(200)
    for (const url of [b.url, cluster.url]) await within(2000, async () => (await fetch(url + ARTICLE)).status === 200)
  })

  it('changes the menu on every page of both instances', async () => {
    const api = await adminApi(b.url, ADMIN.email, ADMIN.password, { 'x-forwarded-for': someAddress() })
    const header = (await (await api('/api/globals/header?depth=0')).json()) as { items: { label: string }[] }
    const label = `Tarifas ${Date.now() % 10_000}`
    const items = [...header.items, { label, type: 'custom', url: '/blog/' }]
    expect((await api('/api/globals/header', { method: 'POST', body: JSON.stringify({ items }) })).status).toBe(200)
    for (const url of [a.url, b.url])
      for (const path of ['/', ARTICLE, '/contacto/'])
        await within(1000, async () => (await (await fetch(url + path)).text()).includes(label))
  })

  it('counts one posting limit across both instances', async () => {
    const address = someAddress()
    const post = (url: string) => {
      const body = new FormData()
      body.append('_wpcf7', '1')
      body.append('_wpcf7_unit_tag', 'wpcf7-f1-o1')
      return fetch(`${url}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': address },
      })
    }
    const statuses: number[] = []
    for (let i = 0; i < LIMIT; i++) statuses.push((await post(i % 2 ? b.url : a.url)).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect((await post(a.url)).status).toBe(429)
    expect((await post(b.url)).status).toBe(429)
  })

  it('counts one login throttle across both instances', async () => {
    const address = someAddress()
    const login = (url: string) =>
      fetch(`${url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: ADMIN.email, password: 'no-es-la-clave' }),
      })
    // Free mistakes (LOGIN_THROTTLE.freeFailures), one on each instance: each only says "wrong".
    const mistakes = [(await login(a.url)).status, (await login(b.url)).status, (await login(a.url)).status]
    expect(mistakes).toEqual([401, 401, 401])
    // B saw one of the three, and still makes the address wait.
    const refused = await login(b.url)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /Demasiados intentos fallidos/,
    )
  })

  it('keeps an editor’s photo in the bucket and serves it, and its sizes, from either instance and nginx', async () => {
    const login = await fetch(`${a.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const form = new FormData()
    form.append('file', new Blob([readFileSync(PHOTO)], { type: 'image/jpeg' }), 'plato-cluster.jpg')
    form.append('_payload', JSON.stringify({ alt: 'El plató con dos ventanas de luz' }))
    const { body, headers } = await multipartBody(form)
    const created = await fetch(`${a.url}/api/media`, {
      method: 'POST',
      body,
      headers: { ...headers, authorization: `JWT ${token}` },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as {
      doc: { url: string; filename: string; sizes: Record<string, { url: string | null }> }
    }
    expect(await s3.keys()).toContain(doc.filename)
    const original = readFileSync(PHOTO)
    for (const url of [a.url, b.url, cluster.url]) {
      const file = await fetch(url + doc.url)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).equals(original)).toBe(true)
      const size = Object.values(doc.sizes).find((s) => s.url)!
      expect((await fetch(url + size.url)).status).toBe(200)
    }
  })

  it('takes a gallery’s uploads through nginx and gives the same ZIP and originals from either instance, resumed across them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'revela-cluster-galeria-'))
    try {
      // Three camera files of about 18 MB: each goes up in three tus PATCHes, after its POST.
      const originals = [1, 2, 3].map((i) => path.join(dir, `DSC_01${i}0.JPG`))
      for (const file of originals) writeCameraJpeg(file, 4000, 3000, { quality: 92 })
      // Made synchronously, for seconds: let the keep-alive connections the instances closed meanwhile
      // be seen closed, or the next request is sent on one of them ("other side closed").
      await sleep(100)
      const who = { 'x-forwarded-for': someAddress() }
      const api = await adminApi(a.url, ADMIN.email, ADMIN.password, who)
      const jwt = await adminJwt(a.url, ADMIN.email, ADMIN.password, who)
      const { token, photoIds } = await createSentGallery(
        cluster.url,
        api,
        jwt,
        {
          title: 'Sesión en el clúster',
          client: { name: 'Nuria Vidal', email: 'nuria@example.test' },
          downloads: 'originals',
        },
        originals,
      )
      expect(photoIds).toHaveLength(3)

      // Where nginx sent the uploads' requests (scripts/cluster.mjs logs each one's instance).
      const uploadRequests = cluster
        .accessLog()
        .split('\n')
        .filter((line) => line.includes(' /api/gallery-uploads'))
        .map((line) => line.split(' '))

      // The uploads crossed instances: nginx sent one upload's chunks to both (round robin), and
      // each instance took the upload up where the other left it (its parts and record are in the bucket).
      const instancesOf = new Map<string, Set<string>>()
      for (const [method, uri, status, upstream] of uploadRequests) {
        expect(`${method} ${status}`).toMatch(/^(?:POST 201|PATCH 204)$/)
        const id = /\/api\/gallery-uploads\/([0-9a-f]{32})$/.exec(uri!)?.[1]
        if (id) instancesOf.set(id, (instancesOf.get(id) ?? new Set()).add(upstream!))
      }
      expect(instancesOf.size).toBe(3)
      expect([...instancesOf.values()].some((instances) => instances.size === 2)).toBe(true)

      const zipPath = `/galeria-privada/${token}/descargar/fotos.zip`
      const zips = await Promise.all(
        [a.url, b.url, cluster.url].map(async (url) => {
          const response = await fetch(url + zipPath)
          expect(response.status).toBe(200)
          const bytes = Buffer.from(await response.arrayBuffer())
          expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
          return { bytes, etag: response.headers.get('etag')! }
        }),
      )
      const [fromA] = zips as [(typeof zips)[number]]
      for (const other of zips) {
        expect(other.bytes.equals(fromA.bytes)).toBe(true)
        expect(other.etag).toBe(fromA.etag)
      }
      writeFileSync(path.join(dir, 'fotos.zip'), fromA.bytes)
      execFileSync('unzip', ['-q', path.join(dir, 'fotos.zip'), '-d', path.join(dir, 'descomprimido')])
      for (const file of originals)
        expect(readFileSync(path.join(dir, 'descomprimido', path.basename(file))).equals(readFileSync(file))).toBe(true)

      // A download from A cut once 40 % has arrived, and the rest asked of B from where it stopped.
      const cut = new AbortController()
      const reader = (await fetch(a.url + zipPath, { signal: cut.signal })).body!.getReader()
      const received: Uint8Array[] = []
      let length = 0
      while (length < fromA.bytes.length * 0.4) {
        const { value } = await reader.read()
        received.push(value!)
        length += value!.length
      }
      cut.abort()
      const rest = await fetch(b.url + zipPath, { headers: { Range: `bytes=${length}-`, 'If-Range': fromA.etag } })
      expect(rest.status).toBe(206)
      expect(Buffer.concat([...received, Buffer.from(await rest.arrayBuffer())]).equals(fromA.bytes)).toBe(true)

      for (const url of [a.url, b.url]) {
        const photo = await fetch(`${url}/galeria-privada/${token}/foto/${photoIds[0]}/original`)
        expect(photo.status).toBe(200)
        expect(Buffer.from(await photo.arrayBuffer()).equals(readFileSync(originals[0]!))).toBe(true)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stores 500 submissions spread over both instances, mails each exactly once, and serves their files from either', async () => {
    const api = await adminApi(a.url, ADMIN.email, ADMIN.password, { 'x-forwarded-for': someAddress() })
    const targets = await visitorTargets(api)
    const before = smtp.received.length
    const sent: Sent[] = []
    let next = 0
    const worker = async () => {
      while (next < 500) {
        const i = next++
        const kind = i % 5 === 0 ? 'form+file' : 'form'
        const through = [a.url, b.url, cluster.url][i % 3]!
        const done = await sendVisitorPost(through, targets, kind, `c${i}-${Date.now()}`)
        if (done) sent.push(done)
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    expect(sent).toHaveLength(500)
    const stored = (await (
      await api('/api/form-submissions?limit=0&depth=0&where[status][not_equals]=spam')
    ).json()) as { totalDocs: number }
    expect(stored.totalDocs).toBeGreaterThanOrEqual(500)
    await within(120_000, async () => smtp.received.length - before >= 500)
    await sleep(3000)
    const ids = smtp.received.slice(before).map((m) => m.messageId)
    expect(ids).toHaveLength(500)
    expect(new Set(ids).size).toBe(500)

    const files = (await (await api('/api/submission-files?limit=1&depth=0')).json()) as { docs: { url: string }[] }
    const fileUrl = new URL(files.docs[0]!.url, a.url).pathname
    for (const url of [a.url, b.url]) {
      const other = await adminApi(url, ADMIN.email, ADMIN.password, { 'x-forwarded-for': someAddress() })
      const file = await other(fileUrl)
      expect(file.status).toBe(200)
      expect((await file.text()).startsWith('%PDF-1.4')).toBe(true)
    }
    // In the bucket, not on one instance's disk.
    expect((await s3.keys('submissions/')).length).toBeGreaterThanOrEqual(100)
  })

  it('keeps serving through nginx when one instance is killed under load, and stores every acknowledged post', async () => {
    const api = await adminApi(a.url, ADMIN.email, ADMIN.password, { 'x-forwarded-for': someAddress() })
    const targets = await visitorTargets(api)
    const acknowledged: Sent[] = []
    const before = smtp.received.length
    const { failures, statuses } = await underLoad(cluster.url, async () => {
      let posting = true
      const poster = (async () => {
        for (let i = 0; posting; i++) {
          const done = await sendVisitorPost(cluster.url, targets, 'form', `k${i}-${Date.now()}`).catch(() => null)
          if (done) acknowledged.push(done)
        }
      })()
      await sleep(1500)
      await b.crash()
      await sleep(3000)
      posting = false
      await poster
    })
    console.log(
      `[cluster] kill -9 de B bajo carga: ${JSON.stringify(Object.fromEntries(statuses))}; ${acknowledged.length} envíos confirmados`,
    )
    expect(failures).toBe(0)
    for (const post of acknowledged) {
      const found = (await (
        await api(`/api/form-submissions?limit=1&depth=0&where[name][equals]=${encodeURIComponent(post.key)}`)
      ).json()) as {
        totalDocs: number
      }
      expect(found.totalDocs).toBe(1)
    }
    await b.start()
    // A mail B had leased when it died waits for its lease to run out, then A sends it.
    await within(OUTBOX.leaseMs + 60_000, async () => smtp.received.length - before >= acknowledged.length)
  })

  it('restarts both instances one after the other under load with no failed GET', async () => {
    const { failures, statuses } = await underLoad(cluster.url, async () => {
      for (const one of [a, b]) {
        await one.stop()
        await one.start()
      }
    })
    console.log(`[cluster] reinicio escalonado: ${JSON.stringify(Object.fromEntries(statuses))}`)
    expect(failures).toBe(0)
  })

  it('keeps answering when Redis stops and starts under load, and shares invalidations again once it is back', async () => {
    const { statuses } = await underLoad(cluster.url, async () => {
      redis.kill('SIGKILL')
      await sleep(3000)
      // A post while Redis is away: accepted on the instance's own limit.
      const body = new FormData()
      body.append('_wpcf7', '1')
      body.append('_wpcf7_unit_tag', 'wpcf7-f1-o1')
      const status = (
        await fetch(`${a.url}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': someAddress() },
        })
      ).status
      expect(status).toBe(200)
      redis = await startRedis(redisPort)
      await sleep(3000)
    })
    console.log(`[cluster] Redis parado y arrancado bajo carga: ${JSON.stringify(Object.fromEntries(statuses))}`)
    expect([...statuses.keys()].filter((s) => s === 0 || s >= 500)).toEqual([])
    const api = await adminApi(a.url, ADMIN.email, ADMIN.password, { 'x-forwarded-for': someAddress() })
    const title = `De vuelta ${Date.now()}`
    expect((await api('/api/posts/1965', { method: 'PATCH', body: JSON.stringify({ title }) })).status).toBe(200)
    await within(2000, async () => (await (await fetch(b.url + ARTICLE)).text()).includes(title))
  })
})
