import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { planZip } from '@/galleries/core/zip/planZip'
import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'
import { diskFileSource } from '@/galleries/server/zip/diskFileSource'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { s3FileSource } from '@/galleries/server/zip/s3FileSource'
import { streamZip } from '@/galleries/server/zip/streamZip'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { entryOf, readAll } from '../support/zipArchives'

const BUCKET = 'revela-galerias'
const SIZES = [700_000, 3, 1_500_000]

/**
 * The same archive from an S3-compatible bucket (s3rver, the local stand-in): each file's slice is
 * one GetObject with a Range header, and the bytes equal the archive made from the disk.
 */
describe('streaming a gallery ZIP from S3', () => {
  let s3: S3StandIn
  let dir: string
  let plan: ZipPlan
  let fromDisk: Buffer
  let fromS3: OpenZipFile
  const keys = SIZES.map((_, i) => `galerias/7/original-${i}.jpg`)

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET)
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip-s3-'))
    const files = SIZES.map((_, i) => path.join(dir, `${i}.jpg`))
    for (const [i, size] of SIZES.entries()) {
      const bytes = randomBytes(size)
      writeFileSync(files[i]!, bytes)
      await s3.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: keys[i], Body: bytes }))
    }
    plan = planZip(await Promise.all(SIZES.map((size, i) => entryOf(files[i]!, `Foto ${i + 1}.jpg`, size))))
    fromDisk = await readAll(
      streamZip(
        plan,
        { start: 0, endInclusive: plan.size - 1 },
        diskFileSource((i) => files[i]!),
      ),
    )
    fromS3 = s3FileSource(s3.client, BUCKET, (i) => keys[i]!)
  })

  afterAll(async () => {
    await s3?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('gives the same bytes as the disk, whole and resumed inside a file', async () => {
    expect((await readAll(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, fromS3))).equals(fromDisk)).toBe(
      true,
    )
    const insideFirst = plan.segments[1]!.offset + 123_457
    const resumed = await readAll(streamZip(plan, { start: insideFirst, endInclusive: plan.size - 1 }, fromS3))
    expect(resumed.equals(fromDisk.subarray(insideFirst))).toBe(true)
  })

  it('asks S3 only for the slice it needs, and aborts the request when the download stops', async () => {
    const asked: [number, number, number][] = []
    let body: AsyncIterable<Uint8Array> | undefined
    const watched: OpenZipFile = async (entry, start, end, signal) => {
      asked.push([entry, start, end])
      body = await fromS3(entry, start, end, signal)
      return body
    }
    const last = plan.segments.find((s) => s.kind === 'file' && s.entry === 2)!
    const reader = streamZip(plan, { start: last.offset + 1000, endInclusive: plan.size - 1 }, watched).getReader()
    await reader.read()
    await reader.cancel()
    expect(asked).toEqual([[2, 1000, 1_499_999]])
    // Node aborts the HTTP request under the response; the response closes a moment later.
    await vi.waitFor(() => expect((body as unknown as { destroyed: boolean }).destroyed).toBe(true), { timeout: 2000 })
  })
})
