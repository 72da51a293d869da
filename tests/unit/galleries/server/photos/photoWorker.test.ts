import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { preparePhotoInWorker, stopPhotoWorker } from '@/galleries/server/photos/photoWorker'

let dir: string
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'revela-worker-'))
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#806040' } })
    .jpeg()
    .toFile(path.join(dir, 'a.jpg'))
  writeFileSync(path.join(dir, 'broken.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))
})
afterAll(() => {
  stopPhotoWorker()
  rmSync(dir, { recursive: true, force: true })
})

describe('preparePhotoInWorker', () => {
  it('prepares photos in another process, one after another, and a broken file fails alone', async () => {
    const out = (name: string) => mkdtempSync(path.join(dir, `${name}-`))
    const [first, broken, second] = await Promise.allSettled([
      preparePhotoInWorker(path.join(dir, 'a.jpg'), out('first')),
      preparePhotoInWorker(path.join(dir, 'broken.jpg'), out('broken')),
      preparePhotoInWorker(path.join(dir, 'a.jpg'), out('second')),
    ])
    expect(first.status).toBe('fulfilled')
    expect(second.status).toBe('fulfilled')
    expect(broken.status).toBe('rejected')
    if (first.status === 'fulfilled') {
      expect(first.value).toMatchObject({
        width: 1200,
        height: 800,
        colour: expect.stringMatching(/^#[78][0-9a-f][56][0-9a-f][34][0-9a-f]$/),
      })
      expect(first.value.variants.map((v) => v.name)).toContain('w960.avif')
    }
  }, 60_000)

  it('survives its worker being killed: the photo in hand fails with a reason, the next one starts a new worker', async () => {
    const target = mkdtempSync(path.join(dir, 'killed-'))
    const running = preparePhotoInWorker(path.join(dir, 'a.jpg'), target)
    stopPhotoWorker()
    await expect(running).rejects.toThrow(/se ha detenido/)
    const again = mkdtempSync(path.join(dir, 'again-'))
    await expect(preparePhotoInWorker(path.join(dir, 'a.jpg'), again)).resolves.toMatchObject({ width: 1200 })
    expect(existsSync(path.join(again, 'download.jpg'))).toBe(true)
  }, 60_000)
})
