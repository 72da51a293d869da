import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/** A message as the test server received it: the envelope, a few decoded headers and the raw text. */
export type ReceivedMail = {
  from: string
  recipients: string[]
  messageId: string | undefined
  subject: string | undefined
  headers: Map<string, string>
  raw: string
}

/**
 * How the server answers: normally, a temporary refusal at connection (421) or after the data (451),
 * a permanent refusal of every recipient (550), or silence after accepting the connection ("hang",
 * a server too slow to greet).
 */
export type SmtpBehaviour = 'accept' | 421 | 451 | 550 | 'hang'

export type SmtpTestServer = {
  readonly port: number
  readonly url: string
  readonly received: ReceivedMail[]
  /** Connections accepted since start, counting refused ones. */
  readonly connections: number
  behave(behaviour: SmtpBehaviour): void
  /** Refuses this one recipient with 550 while accepting the others. */
  rejectRecipient(address: string): void
  stop(): Promise<void>
  /** Listens again on the same port, keeping what was received. */
  restart(): Promise<void>
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode })

/** Starts a real SMTP server on a random localhost port that records every message it accepts. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = []
  const rejected = new Set<string>()
  let behaviour: SmtpBehaviour = 'accept'
  let connections = 0
  let server: SMTPServer | undefined
  let port = 0

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Without STARTTLS nodemailer talks plain text to it instead of failing on a self-signed certificate.
      disabledCommands: ['STARTTLS', 'AUTH'],
      // A hanging connection must not hold up stop() for smtp-server's default 30 s.
      closeTimeout: 50,
      logger: false,
      onConnect(_session, callback) {
        connections++
        if (behaviour === 'hang') return
        if (behaviour === 421) return callback(smtpError('Service not available, try again later', 421))
        callback()
      },
      onRcptTo(address, _session, callback) {
        if (behaviour === 550 || rejected.has(address.address)) {
          return callback(smtpError(`Mailbox unavailable: ${address.address}`, 550))
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (behaviour === 451) return callback(smtpError('Local error in processing, try again later', 451))
          const raw = Buffer.concat(chunks).toString('utf8')
          const headers = parseHeaders(raw)
          const mailFrom = session.envelope.mailFrom
          received.push({
            from: mailFrom ? mailFrom.address : '',
            recipients: session.envelope.rcptTo.map((r) => r.address),
            messageId: headers.get('message-id'),
            subject: headers.get('subject'),
            headers,
            raw,
          })
          callback()
        })
      },
    })

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = create()
      server.on('error', reject)
      const net = server.listen(port, '127.0.0.1', () => {
        port = (net.address() as AddressInfo).port
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    received,
    get connections() {
      return connections
    },
    behave(next) {
      behaviour = next
    },
    rejectRecipient(address) {
      rejected.add(address)
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    restart: listen,
  }
}

/** The header block, unfolded, names lower-cased, RFC 2047 encoded words decoded. The first of a repeated header wins. */
function parseHeaders(raw: string): Map<string, string> {
  const block = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()))
  }
  return headers
}

/** Decodes `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words, enough to read a Spanish subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}
