import { describe, expect, it } from 'vitest'

import { unreadableBodyHook, unreadableBodyStatus } from '@/admin/errors/unreadableBody'

describe('unreadableBody (Payload’s body parser failing on a client’s body)', () => {
  it('recognises what busboy and Payload throw for a truncated or malformed body', () => {
    for (const message of [
      'Unexpected end of form',
      'Malformed part header',
      'Multipart: Boundary not found',
      'Malformed content type',
      'Unsupported content type: text/plain',
      'aborted',
    ])
      expect(unreadableBodyStatus(new Error(message)), message).toBe(400)
    // Payload wraps them in an APIError of status 500; a multipart type without a boundary; a `_payload` that is not JSON.
    expect(unreadableBodyStatus(Object.assign(new Error('Multipart: Boundary not found'), { status: 500 }))).toBe(400)
    expect(
      unreadableBodyStatus(Object.assign(new Error('Request is not eligible for file upload'), { status: 500 })),
    ).toBe(400)
    expect(unreadableBodyStatus(new SyntaxError('Unexpected token } in JSON at position 1'))).toBe(400)
    expect(
      unreadableBodyStatus(Object.assign(new Error('Multipart request size limit has been reached'), { status: 500 })),
    ).toBe(413)
  })

  it('leaves every other error alone, and errors that already carry a status', () => {
    expect(unreadableBodyStatus(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBeNull()
    expect(unreadableBodyStatus(Object.assign(new Error('Unexpected end of form'), { status: 413 }))).toBeNull()
    expect(unreadableBodyStatus('Unexpected end of form')).toBeNull()
  })

  it('answers with a Spanish reason', () => {
    const result = unreadableBodyHook({ error: new Error('Unexpected end of form') } as never) as {
      status: number
      response: { errors: { message: string }[] }
    }
    expect(result.status).toBe(400)
    expect(result.response.errors[0]!.message).toMatch(/^No se ha podido leer el cuerpo/)
    expect(unreadableBodyHook({ error: new Error('otro') } as never)).toBeUndefined()
  })
})
