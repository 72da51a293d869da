import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { answerClientError } from '../../../scripts/clientError.mjs'
import { lingerUntilBodyEnds } from '../../../scripts/lingeringClose.mjs'

const BODY_BYTES = 4 * 1024 * 1024

type Exchange = { answer: string; error: string | null }

/**
 * A client that sends the head and the first kilobyte of a large body, waits until the answer has
 * started to arrive (the server answered without reading the body), then sends the rest, as a slow
 * upload does: what it reads back, and whether the connection was reset under it. With `first`, it
 * sends that request on the same connection beforehand and waits for its answer.
 */
function uploadAfterAnswer(port: number, head: string, first?: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    const chunks: Buffer[] = []
    let error: string | null = null
    let sent = first ? 0 : 1 // 0: the first request, 1: the upload's head, 2: all of it
    const upload = () => socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(1024, 0x61)]))
    socket.on('connect', () => (first ? socket.write(first) : upload()))
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      const answers = Buffer.concat(chunks).toString('latin1').split('HTTP/1.1 ').length - 1
      if (sent === 0 && answers === 1) {
        sent = 1
        upload()
      } else if (sent === 1 && answers === (first ? 2 : 1)) {
        sent = 2
        socket.write(Buffer.alloc(BODY_BYTES - 1024, 0x61))
        socket.end()
      }
    })
    socket.on('error', (e) => (error = (e as NodeJS.ErrnoException).code ?? e.message))
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString('utf8'), error }))
  })
}

const head = (extra = '') =>
  `POST /api/pages HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${BODY_BYTES}\r\n${extra}\r\n`

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void, linger: boolean): Promise<number> {
  server = createServer((req, res) => {
    if (linger) lingerUntilBodyEnds(req)
    handler(req, res)
  })
  if (linger) server.on('clientError', answerClientError)
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

/** A route that refuses an upload at once, without reading it (Payload's 401 to a visitor). */
const refuseAtOnce = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(401, { 'Content-Type': 'text/plain' })
  res.end('Inicia sesión')
}

describe('an answer sent before the body was read', () => {
  it('reaches a client still sending: the connection lingers until the body ends', async () => {
    const port = await listen(refuseAtOnce, true)
    const { answer, error } = await uploadAfterAnswer(port, head())
    expect(error).toBeNull()
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toContain('Inicia sesión')
  })

  it('is lost to a reset when Node closes at once (what the linger prevents)', async () => {
    const port = await listen(refuseAtOnce, false)
    const { error } = await uploadAfterAnswer(port, head())
    expect(error).toMatch(/ECONNRESET|EPIPE/)
  })

  it('still closes a client that never finishes its body, a moment after the answer', async () => {
    const port = await listen(refuseAtOnce, true)
    const started = Date.now()
    const closed = await new Promise<number>((resolve) => {
      // Half-open, as a client busy uploading: the server's FIN alone does not close it. It trickles
      // its body, a little every tenth of a second, and learns of the close on its next write.
      const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true })
      const trickle = setInterval(() => socket.write('a'.repeat(100)), 100)
      socket.on('connect', () => socket.write(head() + 'a'.repeat(100)))
      socket.on('data', () => {})
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(trickle)
        resolve(Date.now() - started)
      })
    })
    expect(closed).toBeGreaterThan(1500)
    expect(closed).toBeLessThan(5000)
  })

  it('lingers for the request being answered on a kept-alive connection, not the first one it carried', async () => {
    const port = await listen(
      (req, res) => (req.url === '/first' ? req.on('end', () => res.end('primera')).resume() : refuseAtOnce(req, res)),
      true,
    )
    const first = 'POST /first HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\nok'
    const { answer, error } = await uploadAfterAnswer(port, head(), first)
    expect(error).toBeNull()
    expect(answer).toContain('primera')
    expect(answer).toContain('Inicia sesión')
  })
})

describe('a request Node cannot parse', () => {
  it('gets its 431 though the client is still sending a body', async () => {
    const port = await listen(refuseAtOnce, true)
    const { answer, error } = await uploadAfterAnswer(port, head(`X-Long: ${'h'.repeat(20_000)}\r\n`))
    expect(error).toBeNull()
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
  })
})
