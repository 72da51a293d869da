import { describe, expect, it } from 'vitest'

import { isUnreadableBody, unreadableBodyHook } from '@/admin/errors/unreadableBody'

describe('unreadableBody (Payload’s body parser failing on a client’s body)', () => {
  it('recognises what busboy throws for a truncated or malformed body', () => {
    for (const message of ['Unexpected end of form', 'Malformed part header', 'Multipart: Boundary not found', 'Malformed content type', 'Unsupported content type: text/plain', 'aborted'])
      expect(isUnreadableBody(new Error(message)), message).toBe(true)
    // Payload wraps busboy's error in an APIError of status 500; a `_payload` field that is not JSON.
    expect(isUnreadableBody(Object.assign(new Error('Multipart: Boundary not found'), { status: 500 }))).toBe(true)
    expect(isUnreadableBody(new SyntaxError('Unexpected token } in JSON at position 1'))).toBe(true)
  })

  it('leaves every other error alone, and errors that already carry a status', () => {
    expect(isUnreadableBody(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false)
    expect(isUnreadableBody(Object.assign(new Error('Unexpected end of form'), { status: 413 }))).toBe(false)
    expect(isUnreadableBody('Unexpected end of form')).toBe(false)
  })

  it('answers 400 with a Spanish reason', () => {
    const result = unreadableBodyHook({ error: new Error('Unexpected end of form') } as never) as { status: number; response: { errors: { message: string }[] } }
    expect(result.status).toBe(400)
    expect(result.response.errors[0]!.message).toMatch(/^No se ha podido leer el cuerpo/)
    expect(unreadableBodyHook({ error: new Error('otro') } as never)).toBeUndefined()
  })
})
