import { describe, expect, it } from 'vitest'

import { isClientCausedError, logsClientCausedError } from '@/lib/clientCausedError'

const withStatus = (message: string, status: number) => Object.assign(new Error(message), { status })

describe('an error a client caused', () => {
  it('is a 4xx, or a body the client cut or broke', () => {
    expect(isClientCausedError(withStatus("Missing 'where' query of documents to delete.", 400))).toBe(true)
    expect(isClientCausedError(withStatus('Tu sesión ha terminado.', 401))).toBe(true)
    expect(isClientCausedError(new Error('Unexpected end of form'))).toBe(true)
    expect(isClientCausedError(new Error('Malformed part header'))).toBe(true)
    expect(isClientCausedError(new Error('aborted'))).toBe(true)
    // Payload's multipart check calls an unreadable body a 500; nothing on the server failed.
    expect(isClientCausedError(withStatus('Request is not eligible for file upload', 500))).toBe(true)
  })

  it('is never the site’s own failure', () => {
    expect(isClientCausedError(withStatus('Something went wrong.', 500))).toBe(false)
    expect(isClientCausedError(new Error('SQLITE_BUSY: database is locked'))).toBe(false)
    expect(isClientCausedError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isClientCausedError('aborted')).toBe(false)
  })
})

describe('a log call', () => {
  it('is a client’s error as Payload logs it, { err }, or as the error itself', () => {
    expect(logsClientCausedError({ err: new Error('Unexpected end of form') })).toBe(true)
    expect(logsClientCausedError(new Error('Malformed part header'))).toBe(true)
    expect(logsClientCausedError({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432') })).toBe(false)
    expect(logsClientCausedError('No se ha podido enviar el correo')).toBe(false)
  })
})
