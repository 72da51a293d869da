import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { writeCameraJpeg } from '../support/cameraPhoto'
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtpTestServer'
import { discoverSite } from '../fuzz/discoverSite'
import { formatReport, runFuzz } from '../fuzz/runFuzz'
import type { SiteMap } from '../fuzz/targets'

import { launchBrowser, newContext } from './helpers/browser'
import { createSentGallery } from './helpers/gallery'
import { listeningAddresses } from './helpers/listening'
import { startSecondServer, type SecondServer } from './helpers/secondServer'
import { adminApi, adminJwt, waitFor } from './helpers/site'

/** Enough to reach every entry point with every kind of damage many times; `npm run fuzz` runs longer. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 2000
const SEED = Number(process.env.FUZZ_SEED) || 20261126

/**
 * Hostile requests from a seeded fuzzer (tests/fuzz/) against a server of its own, whose rate-limit
 * buckets, spam records and log this suite may fill: nothing a client sends may answer ≥ 500, hang,
 * crash the server or leave an uncaught error in its log, and a visitor's message sent afterwards is
 * stored and mailed.
 */
describe('fuzzer', () => {
  let server: SecondServer
  let smtp: SmtpTestServer
  let browser: Browser
  let galleries: NonNullable<SiteMap['galleries']>
  let photos: string

  beforeAll(async () => {
    smtp = await startSmtpTestServer()
    ;[server, browser] = await Promise.all([
      // The CAPTCHA the suite's build was made with (its pages ask for ALTCHA's challenge).
      // On loopback only, as deploy/ runs it behind nginx (HOST).
      startSecondServer({
        env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', CAPTCHA_PROVIDER: 'altcha', HOST: '127.0.0.1' },
      }),
      launchBrowser(),
    ])
    // Two client galleries, made as the studio makes them, so that the fuzzer reaches past the
    // link's lookup: one open with photos ready to download, one behind a PIN.
    photos = mkdtempSync(path.join(tmpdir(), 'revela-fuzz-galeria-'))
    const files = [1, 2].map((n) => {
      const file = path.join(photos, `IMG_000${n}.JPG`)
      writeCameraJpeg(file, 1600, 1067, { quality: 70 })
      return file
    })
    const signIn = { 'X-Forwarded-For': '198.51.100.79' }
    const api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword, signIn)
    const jwt = await adminJwt(server.baseUrl, server.adminEmail, server.adminPassword, signIn)
    const client = { name: 'Cliente Fuzz', email: 'cliente@example.test' }
    const [open, pinned] = await Promise.all([
      createSentGallery(server.baseUrl, api, jwt, { title: 'Abierta', client, downloads: 'originals' }, files),
      createSentGallery(server.baseUrl, api, jwt, { title: 'Con PIN', client, pin: '2468' }, []),
    ])
    galleries = { open, pinned }
  }, 300_000)
  afterAll(async () => {
    rmSync(photos, { recursive: true, force: true })
    await browser?.close()
    await server?.stop()
    await smtp?.stop()
  })

  it(`answers ${REQUESTS} hostile requests without a 5xx, a hang or a crash`, async () => {
    const site = { ...(await discoverSite(server.baseUrl)), galleries }
    const report = await runFuzz({ baseUrl: server.baseUrl, site, seed: SEED, requests: REQUESTS, pid: server.pid() })
    console.log(formatReport(report))
    expect(Object.keys(report.failures), formatReport(report)).toEqual([])
    expect(report.liveness.failed).toBe(0)
    // What hostile requests may cost is bounded: the serving process, started as `npm start` starts
    // it (scripts/run.mjs serverCommand), stays under 512 MB throughout, half of a 1 GB server.
    expect(report.peakRssMb).toBeGreaterThan(0)
    expect(report.peakRssMb).toBeLessThan(512)
    // Every request got an answer or was dropped by the fuzzer itself.
    const answered = Object.entries(report.counts)
      .filter(([k]) => /^\d+$/.test(k))
      .reduce((n, [, c]) => n + c, 0)
    expect(answered + (report.counts.dropped ?? 0)).toBe(REQUESTS)
    // Errors a visitor caused never reach the log as crashes: Next prints those with ⨯, Node with «Uncaught».
    const crashes = server
      .log()
      .split('\n')
      .filter((line) => /⨯|uncaught|unhandled/i.test(line))
    expect(crashes.slice(0, 10)).toEqual([])
    // Nor as errors: what the clients sent is logged at `info`, and `error` stays for the site's own
    // failures (a 100,000-request run once left 736 «errors», every one a client's bad request).
    const errors = server
      .log()
      .split('\n')
      .filter((line) => line.includes('"level":50'))
    expect(errors.slice(0, 5)).toEqual([])
  }, 900_000)

  it('listens only where HOST says: loopback behind a proxy, every interface by default (second review, finding 8)', () => {
    expect(listeningAddresses(Number(new URL(server.baseUrl).port))).toEqual(['127.0.0.1'])
    // The suite's own server, started without HOST.
    expect(listeningAddresses(Number(new URL(inject('baseUrl')).port)).some((a) => a === '0.0.0.0' || a === '::')).toBe(
      true,
    )
  })

  it('still takes a visitor’s message afterwards: stored and mailed', async () => {
    const before = smtp.received.length
    // A new visitor's address: the fuzzer's posts used up the limits of its own.
    const context = await newContext(browser, server.baseUrl)
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.77' })
    const page = await context.newPage()
    await page.goto('/contacto/')
    await page.fill('[name=your-name]', 'Marta Fuzz')
    await page.fill('[name=your-email]', 'marta@example.com')
    await page
      .locator('[name=your-message]')
      .pressSequentially('Después del ruido, una consulta de verdad.', { delay: 20 })
    await page.check('[name=privacy]')
    await page.click('.wpcf7-submit')
    await page.waitForSelector('.wpcf7 form[data-status=sent]', { timeout: 30_000 })
    await context.close()
    await waitFor(
      () => smtp.received.slice(before).find((m) => m.subject?.includes('Marta Fuzz')),
      'el aviso al estudio',
    )
    // The editor signs in from an address of their own too: the fuzzer's failed sign-ins slowed its own.
    const api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword, {
      'X-Forwarded-For': '198.51.100.78',
    })
    const { docs } = (await (
      await api('/api/form-submissions?where[email][equals]=marta@example.com&depth=0')
    ).json()) as { docs: { mailStatus: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]!.mailStatus).toBe('sent')
  })

  it('still shows the client their gallery and its photos afterwards', async () => {
    const link = `${server.baseUrl}/galeria-privada/${galleries.open.token}`
    const gallery = await fetch(link, { headers: { 'X-Forwarded-For': '198.51.100.80' } })
    expect(gallery.status).toBe(200)
    expect(await gallery.text()).toContain('Abierta')
    for (const id of galleries.open.photoIds) {
      const photo = await fetch(`${link}/foto/${id}/original`, { headers: { 'X-Forwarded-For': '198.51.100.80' } })
      expect(photo.status).toBe(200)
      expect(photo.headers.get('content-type')).toBe('image/jpeg')
    }
  })
})
