import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { defaultOptions, type PreviousUpload } from 'tus-js-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { galleryUploadQueue, type QueueSnapshot } from '@/galleries/browser/galleryUploadQueue'
import type { PhotoSet } from '@/galleries/core/galleryTypes'
import type { CompletedGalleryUpload } from '@/galleries/server/upload/galleryUploadHandler'
import { galleryUploadHandler } from '@/galleries/server/upload/galleryUploadHandler'
import { incomingUploadStore } from '@/galleries/server/upload/incomingUploadStore'

import { startWebHandlerServer, type WebHandlerServer } from '../../../support/webHandlerServer'

const MB = 1024 * 1024

/**
 * The browser's localStorage, where tus-js-client keeps each upload's URL under its fingerprint:
 * one per test run, as a browser profile is, and able to fail as a private window's does.
 */
class BrowserUrlStorage {
  entries = new Map<string, PreviousUpload>()
  unreadable = false
  async findAllUploads() {
    return [...this.entries.values()]
  }
  async findUploadsByFingerprint(fingerprint: string) {
    if (this.unreadable) throw new DOMException('The operation is insecure.', 'SecurityError')
    return [...this.entries].filter(([key]) => key.startsWith(`tus::${fingerprint}::`)).map(([, upload]) => upload)
  }
  async removeUpload(key: string) {
    this.entries.delete(key)
  }
  async addUpload(fingerprint: string, upload: PreviousUpload) {
    const key = `tus::${fingerprint}::${this.entries.size}-${Date.now()}`
    this.entries.set(key, { ...upload, urlStorageKey: key })
    return key
  }
}

/** A camera JPEG of random bytes (nothing on the way could pass it by compressing it). */
const photo = (name: string, bytes = 64 * 1024) =>
  new File([randomBytes(bytes)], name, { type: 'image/jpeg', lastModified: Date.UTC(2024, 4, 17, 18, 42) })

/**
 * galleryUploadQueue with the real tus-js-client against the real tus route of the galleries
 * (galleryUploadHandler over loopback HTTP, the disk's incoming store in a temporary folder). Node's
 * build of tus-js-client is given the two pieces a browser has and Node lacks: a File read slice by
 * slice, and localStorage for resuming.
 */
describe('galleryUploadQueue', () => {
  const storage = new BrowserUrlStorage()
  const original = { fileReader: defaultOptions.fileReader, urlStorage: defaultOptions.urlStorage }
  let dir: string
  let server: WebHandlerServer
  let signedIn = true
  /** Statuses the route answers instead of tus, once each, to the next PATCH requests. */
  let patchFailures: number[] = []
  /** How many of the next session checks and hand-overs to the gallery fail (the database away). */
  let failures = { sessionChecks: 0, handOvers: 0 }
  const requests: string[] = []
  const received: (CompletedGalleryUpload & { copy: string })[] = []

  beforeAll(async () => {
    defaultOptions.fileReader = {
      async openFile(file: File) {
        return {
          size: file.size,
          // A slice's bytes, with the `size` tus-js-client reads from a Blob (and from its own Node sources).
          async slice(start: number, end: number) {
            const bytes = Buffer.from(await file.slice(start, end).arrayBuffer())
            return { value: Object.assign(bytes, { size: bytes.length }), done: end >= file.size }
          },
          close() {},
        }
      },
    }
    defaultOptions.urlStorage = storage
    dir = mkdtempSync(path.join(tmpdir(), 'revela-upload-queue-'))
    await mkdir(path.join(dir, 'received'))
    const uploads = galleryUploadHandler({
      store: incomingUploadStore({ s3: undefined, galleriesDir: dir }),
      basePath: '',
      async authenticate() {
        if (failures.sessionChecks-- > 0) throw new Error('the database is away (a failure the test asked for)')
        return signedIn ? { id: 1, email: 'marta@revela.test' } : null
      },
      async onUploadComplete(upload) {
        if (failures.handOvers-- > 0) throw new Error('the database is away (a failure the test asked for)')
        const copy = path.join(dir, 'received', upload.uploadId)
        await copyFile(upload.storedAt, copy)
        received.push({ ...upload, copy })
      },
    })
    server = await startWebHandlerServer(async (request) => {
      requests.push(request.method)
      const failure = request.method === 'PATCH' ? patchFailures.shift() : undefined
      if (failure) {
        // As a proxy in front would: the chunk read, then an error page instead of tus's answer.
        await request.arrayBuffer()
        return new Response('<html>Bad Gateway</html>', { status: failure })
      }
      return uploads.handle(request)
    })
  })

  afterEach(() => {
    signedIn = true
    patchFailures = []
    failures = { sessionChecks: 0, handOvers: 0 }
    requests.length = 0
    received.length = 0
    storage.entries.clear()
    storage.unreadable = false
  })

  afterAll(async () => {
    Object.assign(defaultOptions, original)
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** A queue for one gallery's set, and a way to wait until it stops (everything done or failed). */
  function uploader(set: PhotoSet = 'proofs', galleryId = '12', watch?: (snapshot: QueueSnapshot) => void) {
    const snapshots: QueueSnapshot[] = []
    const uploaded: string[] = []
    let stopped: (() => void) | null = null
    const queue = galleryUploadQueue({
      endpoint: `${server.url}/api/gallery-uploads`,
      galleryId,
      set,
      onChange(snapshot) {
        snapshots.push(snapshot)
        watch?.(snapshot)
        if (!snapshot.running) stopped?.()
      },
      onUploaded: (file) => uploaded.push(file.name),
    })
    const until = (act: () => void) =>
      new Promise<QueueSnapshot>((resolve) => {
        stopped = () => resolve(snapshots.at(-1)!)
        act()
      })
    return { queue, snapshots, uploaded, until }
  }

  const arrived = (name: string) => received.find((r) => r.filename === name)
  const sameBytes = async (file: File) =>
    readFileSync(arrived(file.name)!.copy).equals(Buffer.from(await file.arrayBuffer()))

  it('sends a session three files at a time, in name order, each arriving byte for byte in its gallery and set', async () => {
    const { queue, snapshots, uploaded, until } = uploader('finals')
    const files = ['Oso.jpg', 'DSC_0002.JPG', 'Ñandú.jpeg', 'DSC_0001.JPG', 'Nube.jpg'].map((name) => photo(name))
    const last = await until(() => queue.add(files))

    expect(snapshots[0]!.files.map((f) => `${f.name}:${f.state}`)).toEqual([
      'DSC_0001.JPG:uploading',
      'DSC_0002.JPG:uploading',
      'Nube.jpg:uploading',
      'Ñandú.jpeg:waiting',
      'Oso.jpg:waiting',
    ])
    for (const snapshot of snapshots)
      expect(snapshot.files.filter((f) => f.state === 'uploading').length).toBeLessThanOrEqual(3)
    expect(last.files.every((f) => f.state === 'done' && f.sent === f.bytes)).toBe(true)
    expect(last.totals).toMatchObject({ files: 5, done: 5, failed: 0, bytes: 5 * 64 * 1024, sent: 5 * 64 * 1024 })
    expect(last.running).toBe(false)
    expect(uploaded.toSorted()).toEqual(files.map((f) => f.name).toSorted())

    expect(received).toHaveLength(5)
    for (const file of files) {
      expect(arrived(file.name)).toMatchObject({ galleryId: '12', set: 'finals', bytes: file.size })
      expect(await sameBytes(file)).toBe(true)
    }
    // Each URL is forgotten once its file has arrived: nothing to resume later.
    expect(storage.entries.size).toBe(0)
  })

  it('lists what cannot go as failed with its reason, sends none of it, and lists a file dropped twice once', async () => {
    const { queue, until } = uploader()
    const good = photo('IMG_0001.jpg')
    const last = await until(() =>
      queue.add([good, photo('notas.txt'), new File([], 'vacia.jpg'), good, photo('IMG_0001.jpg', 10)]),
    )
    expect(last.files.map((f) => [f.name, f.state, f.problem])).toEqual([
      ['IMG_0001.jpg', 'done', undefined],
      ['IMG_0001.jpg', 'done', undefined],
      ['notas.txt', 'failed', 'No es una foto JPEG (solo se admiten archivos .jpg o .jpeg).'],
      ['vacia.jpg', 'failed', 'El archivo está vacío.'],
    ])
    expect(last.totals).toMatchObject({ files: 4, done: 2, failed: 2 })
    expect(requests.filter((m) => m === 'POST')).toHaveLength(2)

    // Adding the same files again changes nothing; «Reintentar» does not send what is refused for what it is.
    queue.add([good])
    queue.retry()
    expect(queue.snapshot().files.map((f) => f.state)).toEqual(['done', 'done', 'failed', 'failed'])
    expect(requests.filter((m) => m === 'POST')).toHaveLength(2)

    queue.clearFinished()
    expect(queue.snapshot().files.map((f) => f.name)).toEqual(['notas.txt', 'vacia.jpg'])
  })

  it('lists a dropped file the browser could not read as failed, sends the rest, and «Reintentar» leaves it for a new drop', async () => {
    const { queue, until } = uploader()
    queue.addUnreadable(['DSC_0002.JPG', 'Retoques/'])
    const last = await until(() => queue.add([photo('DSC_0001.JPG')]))
    expect(last.files.map((f) => [f.name, f.state])).toEqual([
      ['DSC_0002.JPG', 'failed'],
      ['Retoques/', 'failed'],
      ['DSC_0001.JPG', 'done'],
    ])
    expect(last.files[0]!.problem).toContain('No se ha podido leer')
    queue.retry()
    expect(queue.snapshot().files.map((f) => f.state)).toEqual(['failed', 'failed', 'done'])
    expect(requests.filter((m) => m === 'POST')).toHaveLength(1)
  })

  it('shows the server’s own Spanish reason for a refusal and does not retry it', async () => {
    const { queue, until } = uploader('proofs', 'galería 12')
    const last = await until(() => queue.add([photo('DSC_0100.JPG')]))
    expect(last.files[0]).toMatchObject({ state: 'failed', problem: 'Falta la galería de destino o no es válida.' })
    expect(requests).toEqual(['POST'])
  })

  it('says the session expired, then sends the file once the studio has signed in and pressed «Reintentar»', async () => {
    signedIn = false
    const { queue, until } = uploader()
    const file = photo('DSC_0200.JPG')
    const refused = await until(() => queue.add([file]))
    expect(refused.files[0]).toMatchObject({
      state: 'failed',
      problem: 'La sesión ha caducado: vuelve a iniciar sesión en el panel y pulsa «Reintentar».',
    })
    expect(refused.totals.failed).toBe(1)
    expect(received).toHaveLength(0)

    signedIn = true
    const retried = await until(() => queue.retry())
    expect(retried.files[0]).toMatchObject({ state: 'done', problem: undefined })
    expect(await sameBytes(file)).toBe(true)
  })

  // The second try waits the second of GALLERY_LIMITS.uploadRetryDelaysMs: a second.
  it('tries again by itself after a server error or a busy upload, continuing where the server says', async () => {
    patchFailures = [502, 423]
    const { queue, until } = uploader()
    const file = photo('DSC_0300.JPG', 3 * MB)
    const last = await until(() => queue.add([file]))
    expect(last.files[0]?.state).toBe('done')
    expect(requests.filter((m) => m === 'POST')).toHaveLength(1)
    expect(requests.filter((m) => m === 'PATCH')).toHaveLength(3)
    expect(await sameBytes(file)).toBe(true)
  }, 10_000)

  it('waits out a moment when the server cannot check the session, and a photo it could not add at once', async () => {
    failures = { sessionChecks: 1, handOvers: 1 }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { queue, until } = uploader()
    const file = photo('DSC_0350.JPG')
    const last = await until(() => queue.add([file]))
    expect(last.files[0]).toMatchObject({ state: 'done', problem: undefined })
    // The refused creation tried again, then the last chunk's refusal answered by asking for the upload.
    expect(requests).toEqual(['POST', 'POST', 'PATCH', 'HEAD'])
    expect(received).toHaveLength(1)
    expect(await sameBytes(file)).toBe(true)
    // The server's log says what failed, for whoever looks after it.
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'Subida de galería: no se pudo comprobar la sesión',
      'Subida de galería: no se pudo registrar',
    ])
    logged.mockRestore()
  })

  it('stops everything on «Cancelar»; the same file dropped again after a reload continues the same upload', async () => {
    const file = photo('DSC_0400.JPG', 12 * MB)
    // «Cancelar» pressed as the first bytes go.
    const first = uploader('proofs', '12', (snapshot) => {
      if (snapshot.running && snapshot.files[0]!.sent > 0) first.queue.cancel()
    })
    const stopped = await first.until(() => first.queue.add([file]))
    expect(stopped.files[0]).toMatchObject({
      state: 'failed',
      problem: 'Cancelada. Vuelve a soltar los archivos o pulsa «Reintentar» para seguir donde se quedó.',
    })
    expect(received).toHaveLength(0)
    expect(storage.entries.size).toBe(1)

    // A new page: a new queue, the same file from the same folder.
    const second = uploader()
    const last = await second.until(() => second.queue.add([file]))
    expect(last.files[0]?.state).toBe('done')
    expect(requests.filter((m) => m === 'POST')).toHaveLength(1)
    expect(requests).toContain('HEAD')
    expect(received).toHaveLength(1)
    expect(await sameBytes(file)).toBe(true)
    expect(storage.entries.size).toBe(0)
  })

  it('cancelled before anything was sent, sends nothing; «Reintentar» starts the files from zero', async () => {
    const { queue, until } = uploader()
    const files = [photo('a.jpg'), photo('b.jpg')]
    const cancelled = await until(() => {
      queue.add(files)
      queue.cancel()
    })
    expect(cancelled.files.map((f) => f.state)).toEqual(['failed', 'failed'])
    // Give the queue's look for earlier uploads its turn: it must not start a cancelled file.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toEqual([])

    const retried = await until(() => queue.retry())
    expect(retried.totals).toMatchObject({ done: 2, failed: 0 })
  })

  it('starts a file from zero when the browser’s storage cannot be read (a private window)', async () => {
    storage.unreadable = true
    const { queue, until } = uploader()
    const file = photo('privada.jpg')
    const last = await until(() => queue.add([file]))
    expect(last.files[0]?.state).toBe('done')
    expect(await sameBytes(file)).toBe(true)
  })
})
