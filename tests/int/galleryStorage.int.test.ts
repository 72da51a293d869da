import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'

import { GetObjectAclCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { galleryStorage, type GalleryStorage } from '@/galleries/server/galleryStorage'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'

const BUCKET = 'revela-galleries'

/** A stream of `bytes` bytes in uneven chunks, as a network upload arrives; byte i is i % 251. */
function pattern(bytes: number): { stream: Readable; buffer: Buffer } {
  const buffer = Buffer.alloc(bytes)
  for (let i = 0; i < bytes; i++) buffer[i] = i % 251
  const chunks: Buffer[] = []
  for (let at = 0, size = 1; at < bytes; at += size, size = (size * 7) % 1_000_003 || 1)
    chunks.push(buffer.subarray(at, Math.min(bytes, at + size)))
  return { stream: Readable.from(chunks), buffer }
}

const bytesOf = async (stream: Readable) => {
  const parts: Buffer[] = []
  for await (const chunk of stream) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

/** The same contract on disk and on S3: what the upload, the web sizes and the ZIP rely on. */
function storageContract(name: string, open: () => GalleryStorage, listed: (prefix: string) => Promise<string[]>) {
  describe(name, () => {
    let storage: GalleryStorage
    beforeAll(() => {
      storage = open()
    })

    it('writes a stream, tells its size and reads it back whole or by range', async () => {
      const key = storage.keyFor(7, 41, 'original')
      const { stream, buffer } = pattern(300_000)
      expect(await storage.write(key, stream)).toBe(300_000)
      expect(await storage.size(key)).toBe(300_000)
      expect((await bytesOf(await storage.read(key))).equals(buffer)).toBe(true)
      expect(
        (await bytesOf(await storage.read(key, { start: 1000, end: 1999 }))).equals(buffer.subarray(1000, 2000)),
      ).toBe(true)
      expect((await bytesOf(await storage.read(key, { start: 299_990 }))).equals(buffer.subarray(299_990))).toBe(true)
    })

    it('streams a file larger than one S3 part without holding it (multipart on S3)', async () => {
      const key = storage.keyFor(7, 42, 'original')
      const { stream, buffer } = pattern(17 * 1024 * 1024 + 5)
      expect(await storage.write(key, stream)).toBe(buffer.length)
      expect(await storage.size(key)).toBe(buffer.length)
      expect((await bytesOf(await storage.read(key))).equals(buffer)).toBe(true)
    })

    it('replaces a file written again under its key', async () => {
      const key = storage.keyFor(7, 43, 'w960.avif')
      await storage.write(key, Readable.from(['primera versión, más larga']))
      await storage.write(key, Readable.from(['segunda']))
      expect(await text(await storage.read(key))).toBe('segunda')
    })

    it('says a missing file is missing', async () => {
      const key = storage.keyFor(7, 99, 'original')
      expect(await storage.size(key)).toBeUndefined()
      await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' })
      await storage.remove([key])
    })

    it('refuses a key that could leave its folder', async () => {
      expect(() => storage.keyFor('..', 1, 'original')).toThrow()
      expect(() => storage.keyFor(1, 'a/b', 'original')).toThrow()
      expect(() => storage.keyFor(1, 2, '../x')).toThrow()
      await expect(storage.read('7/../../etc/passwd')).rejects.toThrow(/no válida/)
      await expect(storage.write('../x/y/z', Readable.from(['x']))).rejects.toThrow(/no válida/)
    })

    it('removes files by key, a photo by its prefix, and a gallery whole, leaving the others', async () => {
      for (const [gallery, item, variant] of [
        [8, 1, 'original'],
        [8, 1, 'w480.webp'],
        [8, 2, 'original'],
        [8, 3, 'original'],
        [80, 1, 'original'],
      ] as const)
        await storage.write(storage.keyFor(gallery, item, variant), Readable.from([`${gallery}/${item}/${variant}`]))
      await storage.remove([storage.keyFor(8, 3, 'original'), storage.keyFor(8, 3, 'ya-no-esta')])
      expect(await listed('8/')).toEqual(['8/1/original', '8/1/w480.webp', '8/2/original'])
      await storage.removePrefix(8, 1)
      expect(await listed('8/')).toEqual(['8/2/original'])
      await storage.removePrefix(8)
      expect(await listed('8/')).toEqual([])
      expect(await listed('80/')).toEqual(['80/1/original'])
    })
  })
}

describe('the galleries store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'revela-galleries-'))
  let s3: S3StandIn

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET)
  })
  afterAll(async () => {
    await s3?.close()
  })

  const onDisk = async (prefix: string): Promise<string[]> => {
    const dir = path.join(root, prefix)
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort()
    } catch {
      // A gallery whose folder is gone has no files.
      return []
    }
  }
  storageContract('on disk', () => galleryStorage({ s3: undefined, galleriesDir: root }), onDisk)

  const inBucket = async (prefix: string) =>
    (await s3.keys(`galleries/${prefix}`)).map((key) => key.slice('galleries/'.length))
  storageContract('on S3', () => galleryStorage({ s3: s3.settings, galleriesDir: root }), inBucket)

  it('keeps S3 objects under galleries/, private, and nothing on the disk', async () => {
    const storage = galleryStorage({ s3: s3.settings, galleriesDir: path.join(root, 'nunca') })
    await storage.write(storage.keyFor(9, 1, 'original'), Readable.from(['original']))
    expect(await s3.keys('galleries/9/')).toEqual(['galleries/9/1/original'])
    const acl = await s3.client.send(new GetObjectAclCommand({ Bucket: BUCKET, Key: 'galleries/9/1/original' }))
    expect(acl.Grants?.some((g) => g.Grantee?.URI?.includes('AllUsers'))).toBe(false)
    expect(await onDisk('nunca')).toEqual([])
  })
})
