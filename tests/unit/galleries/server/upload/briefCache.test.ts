import { describe, expect, it } from 'vitest'

import { briefCache } from '@/galleries/server/upload/incomingS3Store'

const record = (id: string) => ({ 'upload-id': `multipart-${id}`, 'tus-version': '1.0.0' }) as never

describe('briefCache, the S3 store’s memory of an upload’s record', () => {
  it('answers a record for its time only, so that an upload removed by another instance is read again', async () => {
    let now = 1_000
    const cache = briefCache(60_000, () => now)
    await cache.set('a', record('a'))
    now += 59_999
    expect(await cache.get('a')).toEqual(record('a'))
    now += 1
    expect(await cache.get('a')).toBeUndefined()
  })

  it('drops what expired as new records come, and what is deleted at once', async () => {
    let now = 0
    const cache = briefCache(1000, () => now)
    await cache.set('old', record('old'))
    await cache.set('gone', record('gone'))
    await cache.delete('gone')
    expect(await cache.get('gone')).toBeUndefined()
    now = 5000
    await cache.set('new', record('new'))
    now = 0
    // Had 'old' been kept, it would be answered here, before its expiry by this clock.
    expect(await cache.get('old')).toBeUndefined()
    expect(await cache.get('new')).toEqual(record('new'))
  })
})
