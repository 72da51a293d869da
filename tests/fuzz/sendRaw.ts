import { connect } from 'node:net'

/** A request as bytes on the wire: nothing is checked or encoded, so malformed requests reach the server as sent. */
export type RawRequest = {
  method: string
  /** The request target exactly as written on the request line (may hold invalid bytes). */
  target: string | Buffer
  headers: Array<[string, string | Buffer]>
  body: Buffer
  /** Close the connection after this many body bytes instead of sending them all (a client that drops). */
  dropAfter?: number
}

/** What came back: the status, or how the exchange ended without one. */
export type RawOutcome =
  | { kind: 'status'; status: number; ms: number; head: string }
  | { kind: 'dropped'; ms: number } // we closed on purpose: no answer expected
  | { kind: 'reset'; ms: number; error: string } // the server closed without a status line
  | { kind: 'timeout'; ms: number }

/**
 * Sends one request over a new connection (`Connection: close`) and reads until the server closes
 * it or `timeoutMs` passes. Raw sockets, not fetch: fetch would refuse or repair most of what a
 * fuzzer must send (bad methods, CRLF in headers, wrong lengths, invalid bytes in the path).
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number): Promise<RawOutcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    const chunks: Buffer[] = []
    let done = false
    const finish = (outcome: RawOutcome) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ kind: 'timeout', ms: Date.now() - started }), timeoutMs)
    socket.on('connect', () => {
      const head = Buffer.concat([
        Buffer.from(`${request.method} `, 'latin1'),
        typeof request.target === 'string' ? Buffer.from(request.target, 'latin1') : request.target,
        Buffer.from(' HTTP/1.1\r\n', 'latin1'),
        ...request.headers.map(([name, value]) =>
          Buffer.concat([
            Buffer.from(`${name}: `, 'latin1'),
            typeof value === 'string' ? Buffer.from(value, 'latin1') : value,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from('\r\n'),
      ])
      if (request.dropAfter !== undefined) {
        socket.write(Buffer.concat([head, request.body.subarray(0, request.dropAfter)]), () => {
          // Give the server a moment to start reading, then vanish mid-body.
          setTimeout(() => finish({ kind: 'dropped', ms: Date.now() - started }), 20)
        })
        return
      }
      socket.write(Buffer.concat([head, request.body]))
    })
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      const text = Buffer.concat(chunks).toString('latin1')
      // The status line is all we need; the rest of the answer is read only to let the server finish.
      if (text.includes('\r\n\r\n') && text.length > 64 * 1024) finish(outcomeOf(text, started))
    })
    socket.on('end', () => finish(outcomeOf(Buffer.concat(chunks).toString('latin1'), started)))
    socket.on('close', () => finish(outcomeOf(Buffer.concat(chunks).toString('latin1'), started)))
    socket.on('error', (error) => {
      const text = Buffer.concat(chunks).toString('latin1')
      // A server may answer (413, 400) and close before reading the whole body: that is an answer.
      if (/^HTTP\/1\.[01] \d{3}/.test(text)) finish(outcomeOf(text, started))
      else finish({ kind: 'reset', ms: Date.now() - started, error: error.message })
    })
  })
}

function outcomeOf(text: string, started: number): RawOutcome {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text)
  const ms = Date.now() - started
  if (!match)
    return {
      kind: 'reset',
      ms,
      error: text ? `respuesta ilegible: ${JSON.stringify(text.slice(0, 80))}` : 'cerrada sin respuesta',
    }
  return {
    kind: 'status',
    status: Number(match[1]),
    ms,
    head: text.slice(0, text.indexOf('\r\n\r\n') >>> 0).slice(0, 2000),
  }
}
