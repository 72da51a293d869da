import { describe, expect, it } from 'vitest'

import { decodeSegment } from '@/lib/decodeSegment'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { API_BODY_LIMITS, MAX_SEGMENT_CHARS, MAX_TARGET_CHARS, requestRefusal } from '@/lib/requestGuard.mjs'

describe('requestRefusal (the production server’s first look)', () => {
  it('hands ordinary requests to Next', () => {
    for (const [method, target] of [
      ['GET', '/'],
      ['HEAD', '/contacto/'],
      ['POST', '/wp-json/contact-form-7/v1/contact-forms/1/feedback'],
      ['OPTIONS', '/wp-json/'],
      ['DELETE', '/api/pages/3'],
      ['GET', '/blog/ni%C3%B1os/?s=%25'],
    ])
      expect(requestRefusal(method!, target!), `${method} ${target}`).toBeNull()
  })

  it('refuses methods no route takes with 405 and the ones that are allowed', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get']) {
      const refusal = requestRefusal(method, '/')
      expect(refusal?.status, method).toBe(405)
      expect(refusal?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    }
  })

  it('refuses over-long addresses with 414 and over-long segments with 404', () => {
    expect(requestRefusal('GET', `/?q=${'a'.repeat(MAX_TARGET_CHARS)}`)?.status).toBe(414)
    expect(requestRefusal('GET', `/${'a'.repeat(MAX_SEGMENT_CHARS + 1)}/feed/`)?.status).toBe(404)
    expect(requestRefusal('GET', `/${'a'.repeat(MAX_SEGMENT_CHARS)}/`)).toBeNull()
    // A long query is not a long segment.
    expect(requestRefusal('GET', `/?q=${'a'.repeat(1000)}`)).toBeNull()
  })

  it('refuses a broken percent-escape in the path with 400, not in the query', () => {
    for (const target of ['/%zz/', '/tag/7%((/', '/no-existe/%E0%A4%A/', '/wp-json/%'])
      expect(requestRefusal('GET', target)?.status, target).toBe(400)
    expect(requestRefusal('GET', '/?s=%zz')).toBeNull()
  })
})

describe('requestRefusal: posts to WordPress-style addresses', () => {
  it('hands posts to the endpoints that take them to Next', () => {
    for (const target of [
      '/wp-json/contact-form-7/v1/contact-forms/12/feedback',
      '/wp-admin/admin-ajax.php',
      '/wp-comments-post.php',
      '/wp-json/revela/v1/consent',
      '/wp-json/elementor-pro/v1/refresh-loop',
    ])
      expect(requestRefusal('POST', target), target).toBeNull()
  })

  it('answers 404 to a post anywhere else under them, which Next would take for a server action', () => {
    for (const target of [
      '/wp-admin/admin-ajax.phppage/0/',
      '/wp-json/contact-form-7/v1/contact-forms/1/feedback%25%25%25/',
      '/wp-comments-post.php/x',
      '/wp-json/',
      '/next/exit-previewpage/-3/',
      '/_next/x',
    ])
      expect(requestRefusal('POST', target)?.status, target).toBe(404)
    expect(requestRefusal('GET', '/wp-json/')).toBeNull()
    // Under /wp-json/ as WordPress answers an unknown route, for the clients that read it.
    const rest = requestRefusal('POST', '/wp-json/contact-form-7/v1/contact-forms/abc/feedback')!
    expect(rest.headers['Content-Type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(rest.message)).toMatchObject({ code: 'rest_no_route', data: { status: 404 } })
  })
})

describe('requestRefusal: posts to the admin', () => {
  it('takes the admin’s server actions and refuses plain form posts to its pages', () => {
    expect(
      requestRefusal('POST', '/admin/collections/pages/3', {
        nextAction: true,
        contentType: 'text/plain;charset=UTF-8',
        signedIn: true,
      }),
    ).toBeNull()
    expect(
      requestRefusal('POST', '/admin/login', { nextAction: true, contentType: 'text/plain;charset=UTF-8' }),
    ).toBeNull()
    expect(requestRefusal('POST', '/admin/login', { contentType: 'multipart/form-data; boundary=x' })?.status).toBe(405)
  })

  it('refuses a server action whose Origin is not a URL (found by a 100,000-request fuzz run)', () => {
    expect(requestRefusal('POST', '/admin', { nextAction: true, contentType: 'text/plain', origin: '%' })?.status).toBe(
      400,
    )
    expect(
      requestRefusal('POST', '/admin', {
        nextAction: true,
        contentType: 'text/plain',
        origin: 'http://localhost:3000',
      }),
    ).toBeNull()
  })

  it('takes a server action with files only from a signed-in editor', () => {
    expect(
      requestRefusal('POST', '/admin/collections/media/create', {
        nextAction: true,
        contentType: 'multipart/form-data; boundary=x',
        signedIn: true,
      }),
    ).toBeNull()
    expect(
      requestRefusal('POST', '/admin/login', { nextAction: true, contentType: 'multipart/form-data; boundary=x' })
        ?.status,
    ).toBe(401)
  })
})

describe('decodeSegment', () => {
  it('decodes an escaped segment once and keeps one that is already decoded', () => {
    expect(decodeSegment('ni%C3%B1os')).toBe('niños')
    expect(decodeSegment('%')).toBe('%')
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A')
  })
})

describe('requestRefusal: bodies to the REST API', () => {
  const post = (target: string, request: Parameters<typeof requestRefusal>[2]) =>
    requestRefusal('POST', target, request)?.status ?? null

  it('refuses an anonymous body past 64 KB and an editor’s past 8 MB before Payload reads it, whatever the path’s spelling', () => {
    expect(post('/api/posts', { contentLength: String(64 * 1024) })).toBeNull()
    expect(post('/api/posts', { contentLength: String(64 * 1024 + 1) })).toBe(413)
    expect(post('/api/%70osts', { contentLength: '150000000' })).toBe(413)
    expect(post('/api/posts', { contentLength: '2000000', signedIn: true })).toBeNull()
    expect(post('/api/posts', { contentLength: '2000000', authorization: true })).toBeNull()
    expect(post('/api/posts', { contentLength: String(9 * 1024 * 1024), signedIn: true })).toBe(413)
    expect(requestRefusal('PATCH', '/api/pages/3', { contentLength: 'muchos' })?.status).toBe(413)
  })

  it('refuses a body of unknown length, and gives an anonymous method override a query string’s bound', () => {
    expect(post('/api/users/login', { chunked: true })).toBe(411)
    expect(post('/api/posts', { contentLength: '5000', methodOverride: true })).toBe(413)
    expect(post('/api/posts', { contentLength: '4000', methodOverride: true })).toBeNull()
    expect(post('/api/posts', { contentLength: '5000', methodOverride: true, signedIn: true })).toBeNull()
  })

  it('leaves the uploads (a photo, a WordPress export) to their own limits, and reads alone', () => {
    expect(post('/api/media', { contentLength: '100000000', signedIn: true })).toBeNull()
    expect(requestRefusal('PATCH', '/api/media/12', { contentLength: '100000000' })).toBeNull()
    expect(post('/api/wordpress-imports/upload', { chunked: true })).toBeNull()
    expect(requestRefusal('GET', '/api/posts', { contentLength: '100000000' })).toBeNull()
    expect(post('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { contentLength: '100000000' })).toBeNull()
  })

  it('passes a gallery upload’s chunk from a signed-in editor, and refuses an anonymous one before Next', () => {
    expect(API_BODY_LIMITS.galleryUploadChunk).toBe(GALLERY_LIMITS.uploadChunkBytes)
    const chunk = String(GALLERY_LIMITS.uploadChunkBytes)
    const upload = `/api/gallery-uploads/${'0a'.repeat(16)}`
    expect(requestRefusal('PATCH', upload, { contentLength: chunk, signedIn: true })).toBeNull()
    expect(requestRefusal('PATCH', upload, { contentLength: chunk, authorization: true })).toBeNull()
    expect(requestRefusal('PATCH', upload, { contentLength: chunk })?.status).toBe(413)
    expect(requestRefusal('PATCH', upload, { contentLength: '5000000000' })?.status).toBe(413)
    expect(requestRefusal('PATCH', upload, { contentLength: String(+chunk + 1), signedIn: true })?.status).toBe(413)
    expect(requestRefusal('PATCH', upload, { chunked: true, signedIn: true })?.status).toBe(411)
    expect(post('/api/gallery-uploads', { contentLength: '0' })).toBeNull()
  })
})
