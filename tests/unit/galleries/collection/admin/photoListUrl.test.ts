import { describe, expect, it } from 'vitest'

import { photoListUrl } from '@/galleries/collection/admin/photoListUrl'

/** The query as Payload reads it: each parameter once, in order. */
const paramsOf = (url: string) => [...new URL(url, 'http://localhost').searchParams]

describe('photoListUrl', () => {
  it('lists a gallery’s photos ten at a time, in the client’s order, with only the fields asked for', () => {
    const url = photoListUrl('/api', 7, { set: 'proofs', state: 'ready', select: ['filename', 'width'] })
    expect(url.startsWith('/api/gallery-photos?')).toBe(true)
    expect(paramsOf(url)).toEqual([
      ['where[and][0][gallery][equals]', '7'],
      ['where[and][1][set][equals]', 'proofs'],
      ['where[and][2][state][equals]', 'ready'],
      ['depth', '0'],
      ['limit', '10'],
      ['sort', 'position,filename'],
      ['select[filename]', 'true'],
      ['select[width]', 'true'],
    ])
  })

  it('counts without a limit, an order or fields, at Payload’s count address', () => {
    const url = photoListUrl('/cms/api', 'a1b2', { set: 'finals', count: true })
    expect(url.startsWith('/cms/api/gallery-photos/count?')).toBe(true)
    expect(paramsOf(url)).toEqual([
      ['where[and][0][gallery][equals]', 'a1b2'],
      ['where[and][1][set][equals]', 'finals'],
      ['depth', '0'],
    ])
  })

  it('filters by the client’s hearts, marked or not, numbering the conditions without gaps', () => {
    expect(paramsOf(photoListUrl('/api', 3, { favourite: true, limit: 500 }))).toEqual([
      ['where[and][0][gallery][equals]', '3'],
      ['where[and][1][favourite][equals]', 'true'],
      ['depth', '0'],
      ['limit', '500'],
      ['sort', 'position,filename'],
    ])
    expect(paramsOf(photoListUrl('/api', 3, { favourite: false, count: true }))).toContainEqual([
      'where[and][1][favourite][equals]',
      'false',
    ])
  })
})
