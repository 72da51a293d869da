import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { waitFor } from '../e2e/helpers/site'
import { browserSignals } from '../support/formSignals'

import { startFaultSite, type FaultSite } from './helpers/faultSite'

/** The size of the disk that holds visitors' files in this test: a few of them fill it. */
const DISK = '1m'
/** The form's message for mail_failed (Contact Form 7's Spanish default), what a visitor reads when the message could not be kept. */
const NOT_SENT = /^Hubo un error intentando enviar tu mensaje\. Por favor inténtalo de nuevo más tarde\.$/

/** Runs mount/umount (this machine's CI runs as root); the test cannot stand in for a real disk otherwise. */
const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' })

/**
 * The disk of visitors' files full, then read-only (issue 18, fault tests): the message with a file
 * gets a clear answer and nothing of it is kept (no message, no file record, no mail job, no partial
 * file), while the rest of the site goes on (pages, a message without a file); once the disk has room
 * or is writable again, the same message goes through whole. The files' folder is a small tmpfs
 * mounted at DATA_DIR/submission-files of a server of its own. `npm run test:faults`.
 */
describe('the disk of visitors’ files full or read-only', () => {
  let site: FaultSite
  let disk = ''
  let server: FaultSite['server']
  let smtp: FaultSite['smtp']
  let api: FaultSite['api']

  beforeAll(async () => {
    site = await startFaultSite({
      beforeStart: (dataDir) => {
        disk = path.join(dataDir, 'submission-files')
        mkdirSync(disk, { recursive: true })
        try {
          mount('-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', disk)
        } catch (error) {
          throw new Error(
            `No se pudo montar un disco pequeño (tmpfs) en ${disk}: esta prueba necesita ejecutarse como root (${(error as Error).message.split('\n')[0]}).`,
          )
        }
      },
    })
    ;({ server, smtp, api } = site)
  }, 400_000)

  afterAll(async () => {
    if (disk) execFileSync('umount', ['-l', disk], { stdio: 'ignore' })
    await site?.stop()
  })

  /** A visitor's post: the contact form (id 1), or the form with a 200 KB PDF. */
  async function send(
    name: string,
    withFile: boolean,
  ): Promise<{ status?: string; message?: string; httpStatus: number }> {
    const id = withFile ? site.targets.fileFormId : 1
    const body = new FormData()
    const fields = {
      ...browserSignals(),
      _wpcf7: String(id),
      _wpcf7_unit_tag: `wpcf7-f${id}-o1`,
      'your-name': name,
      'your-email': 'ana@example.com',
      'your-message': 'Hola.',
      privacy: '1',
    }
    for (const [k, v] of Object.entries(fields)) body.append(k, v)
    if (withFile)
      body.append('book', new Blob([`%PDF-1.4 ${name} `.padEnd(200_000, '.')], { type: 'application/pdf' }), 'book.pdf')
    const response = await fetch(`${server.baseUrl}/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, {
      method: 'POST',
      body,
      headers: { 'user-agent': 'Mozilla/5.0 (pruebas de fallos)' },
    })
    return { ...((await response.json()) as { status?: string; message?: string }), httpStatus: response.status }
  }

  const count = async (path: string) =>
    ((await (await api(`${path}${path.includes('?') ? '&' : '?'}limit=1&depth=0`)).json()) as { totalDocs: number })
      .totalDocs
  const kept = async (name: string) => count(`/api/form-submissions?where[name][equals]=${encodeURIComponent(name)}`)
  const onDisk = () => readdirSync(disk).filter((f) => f !== 'relleno')

  /** The failed post left nothing behind; the site answers a page and a message without a file. */
  async function expectNothingKeptAndSiteServing(name: string, before: { files: number; outbox: number }) {
    expect(await kept(name)).toBe(0)
    expect(await count('/api/submission-files')).toBe(before.files)
    expect(await count('/api/outbox')).toBe(before.outbox)
    expect(onDisk()).toEqual([])
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200)
    expect((await send(`${name} sin archivo`, false)).status).toBe('mail_sent')
    expect(await kept(`${name} sin archivo`)).toBe(1)
  }

  /** Sent again once the disk can take it: kept whole, and its mail carries the file. */
  async function expectThrough(name: string) {
    const answer = await send(name, true)
    expect(answer.status, answer.message).toBe('mail_sent')
    expect(await kept(name)).toBe(1)
    expect(onDisk()).toHaveLength(1)
    const mail = await waitFor(
      () => smtp.received.find((m) => m.subject === `Book de ${name}`),
      `el correo de ${name}`,
      60_000,
    )
    expect(mail.raw).toMatch(/filename="?book\.pdf/)
    for (const file of onDisk()) rmSync(path.join(disk, file))
  }

  it('answers a message with a file clearly and keeps nothing of it while the disk is full, then takes it once there is room', async () => {
    const before = { files: await count('/api/submission-files'), outbox: await count('/api/outbox') }
    // Filled as a disk fills: a file grows until the disk has no room left.
    try {
      writeFileSync(path.join(disk, 'relleno'), Buffer.alloc(2 * 1024 * 1024))
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
    }

    const answer = await send('Disco lleno', true)
    expect(answer.httpStatus).toBe(200)
    expect(answer.status).toBe('mail_failed')
    expect(answer.message).toMatch(NOT_SENT)
    await expectNothingKeptAndSiteServing('Disco lleno', before)
    expect(server.log()).toMatch(/no hay sitio en el disco/)

    rmSync(path.join(disk, 'relleno'))
    await expectThrough('Disco lleno')
  }, 180_000)

  it('does the same while the disk is read-only', async () => {
    const before = { files: await count('/api/submission-files'), outbox: await count('/api/outbox') }
    mount('-o', 'remount,ro', disk)
    try {
      const answer = await send('Disco de solo lectura', true)
      expect(answer.status).toBe('mail_failed')
      expect(answer.message).toMatch(NOT_SENT)
      await expectNothingKeptAndSiteServing('Disco de solo lectura', before)
      expect(server.log()).toMatch(/solo se puede leer/)
    } finally {
      mount('-o', 'remount,rw', disk)
    }
    await expectThrough('Disco de solo lectura')
    expect(server.log()).not.toMatch(/uncaught|unhandled/i)
  }, 180_000)
})
