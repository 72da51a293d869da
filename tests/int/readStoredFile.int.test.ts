import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PutObjectCommand } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readStoredFile } from '@/storage/readStoredFile'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'

const BUCKET = 'revela-logo'

/**
 * The studio's logo read to mark a gallery's previews, from wherever media are stored: the media
 * folder, or the bucket (s3rver, the local stand-in). Before, only a logo on this disk was found,
 * and a site on S3 got the studio's name instead without a word.
 */
describe('reading a stored media file (the watermark logo)', () => {
  let s3: S3StandIn
  let dir: string
  let logo: Buffer

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET)
    dir = mkdtempSync(path.join(tmpdir(), 'revela-logo-'))
    logo = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#ffffffcc' } })
      .png()
      .toBuffer()
    writeFileSync(path.join(dir, 'logo-estudio.png'), logo)
    await s3.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'logo-estudio.png', Body: logo, ContentType: 'image/png' }),
    )
  })

  afterAll(async () => {
    await s3?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const onDisk = () => ({ s3: undefined, mediaDir: dir })
  const inBucket = () => ({ mediaDir: dir, s3: s3.settings })

  it('reads the same bytes from the media folder and from the bucket', async () => {
    expect(await readStoredFile(onDisk(), 'logo-estudio.png', 1_000_000)).toEqual(logo)
    expect(await readStoredFile(inBucket(), 'logo-estudio.png', 1_000_000)).toEqual(logo)
  })

  it('answers nothing for a file that is not there, is too big, or lies outside the media folder', async () => {
    for (const where of [onDisk(), inBucket()]) {
      expect(await readStoredFile(where, 'no-existe.png', 1_000_000)).toBeNull()
      expect(await readStoredFile(where, 'logo-estudio.png', 100)).toBeNull()
    }
    writeFileSync(path.join(path.dirname(dir), 'fuera.png'), logo)
    expect(await readStoredFile(onDisk(), `../fuera.png`, 1_000_000)).toBeNull()
    rmSync(path.join(path.dirname(dir), 'fuera.png'))
  })
})
