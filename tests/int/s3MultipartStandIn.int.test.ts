import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'

const Bucket = 'revela-multipart'

/**
 * The S3 stand-in's multipart calls that s3rver lacks (tests/support/s3MultipartStandIn), read by
 * the AWS SDK as it reads AWS's answers: what @tus/s3-store resumes, finishes and cleans up with.
 */
describe('the S3 stand-in’s ListParts, AbortMultipartUpload and ListMultipartUploads', () => {
  let s3: S3StandIn
  beforeAll(async () => {
    s3 = await startS3StandIn(Bucket)
  })
  afterAll(async () => {
    await s3?.close()
  })

  const start = async (Key: string, parts: string[]) => {
    const { UploadId } = await s3.client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
    const etags: string[] = []
    for (const [i, body] of parts.entries())
      etags.push(
        (await s3.client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: i + 1, Body: body }))).ETag!,
      )
    return { UploadId: UploadId!, etags }
  }

  it('lists an upload’s parts a page at a time, with their sizes and quoted ETags', async () => {
    const Key = 'galerías/7/DSC 0001.jpg'
    const { UploadId, etags } = await start(Key, ['uno', 'dos-dos', 'tres-tres-tres'])
    const first = await s3.client.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 2 }))
    expect(first).toMatchObject({ Key, UploadId, IsTruncated: true, NextPartNumberMarker: '2', MaxParts: 2 })
    expect(first.Parts!.map((p) => [p.PartNumber, p.Size, p.ETag])).toEqual([
      [1, 3, etags[0]],
      [2, 7, etags[1]],
    ])
    expect(etags[0]).toMatch(/^"[0-9a-f]{32}"$/)
    expect(first.Parts![0]!.LastModified).toBeInstanceOf(Date)
    const rest = await s3.client.send(
      new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker: first.NextPartNumberMarker }),
    )
    expect(rest.IsTruncated).toBe(false)
    expect(rest.Parts!.map((p) => [p.PartNumber, p.Size])).toEqual([[3, 14]])
  })

  it('lists the uploads under a prefix, and forgets an aborted or completed one', async () => {
    const kept = await start('galleries/.incoming/a', ['x'])
    const aborted = await start('galleries/.incoming/b', ['y'])
    const completed = await start('galleries/.incoming/c', ['z'])
    await start('media/otra.jpg', ['w'])
    const list = async () =>
      (await s3.client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'galleries/.incoming/' }))).Uploads ?? []
    const before = await list()
    expect(before.map((u) => [u.Key, u.UploadId])).toEqual([
      ['galleries/.incoming/a', kept.UploadId],
      ['galleries/.incoming/b', aborted.UploadId],
      ['galleries/.incoming/c', completed.UploadId],
    ])
    expect(Math.abs(before[0]!.Initiated!.getTime() - Date.now())).toBeLessThan(60_000)

    await s3.client.send(
      new AbortMultipartUploadCommand({ Bucket, Key: 'galleries/.incoming/b', UploadId: aborted.UploadId }),
    )
    await s3.client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key: 'galleries/.incoming/c',
        UploadId: completed.UploadId,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: completed.etags[0] }] },
      }),
    )
    expect((await list()).map((u) => u.Key)).toEqual(['galleries/.incoming/a'])
    for (const [Key, { UploadId }] of [
      ['galleries/.incoming/b', aborted],
      ['galleries/.incoming/c', completed],
      // The right upload under another key is no upload either.
      ['galleries/.incoming/z', kept],
    ] as const) {
      await expect(s3.client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({
        name: 'NoSuchUpload',
        $metadata: { httpStatusCode: 404 },
      })
    }
    await expect(
      s3.client.send(
        new AbortMultipartUploadCommand({ Bucket, Key: 'galleries/.incoming/b', UploadId: aborted.UploadId }),
      ),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' })
    expect(await s3.keys('galleries/')).toEqual(['galleries/.incoming/c'])
  })
})
