import { afterAll, beforeAll, describe } from 'vitest'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { galleryUploadsSuite } from './helpers/galleryUploadsSuite'

describe('gallery uploads into an S3-compatible bucket (tus, SQLite, Payload sign-in)', () => {
  let s3: S3StandIn
  beforeAll(async () => {
    s3 = await startS3StandIn('revela-galerias')
  })
  afterAll(async () => {
    await s3?.close()
  })
  galleryUploadsSuite(() => s3)
})
