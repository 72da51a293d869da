import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Akismet's REST API over real HTTP, for tests of the Akismet adapter. It
 * answers comment-check, submit-spam and submit-ham the way Akismet does: 'true' / 'false',
 * 'invalid' with a debug header for a wrong key, a message for a missing required field. Each
 * comment content answers what the test set with `answer()`; anything else is ham, except the
 * author `akismet-guaranteed-spam`, which Akismet documents as always spam.
 */

/** How a comment is answered: a verdict, blatant spam (discard), a 500, or no answer at all. */
export type AkismetStandInBehaviour = 'spam' | 'ham' | 'discard' | 'server-error' | 'hang'

export type AkismetStandInRequest = { call: string; form: Record<string, string>; userAgent?: string }

export type AkismetStandIn = {
  /** Base URL of the 1.1 API, for the adapter's `endpoint`. */
  endpoint: string
  apiKey: string
  answer(content: string, behaviour: AkismetStandInBehaviour): void
  /** Every request received, in order. */
  requests: AkismetStandInRequest[]
  close(): Promise<void>
}

const CALLS = new Set(['comment-check', 'submit-spam', 'submit-ham'])
const THANKS = 'Thanks for making the web a better place.'

export async function startAkismetStandIn({ apiKey = 'standin0key1' } = {}): Promise<AkismetStandIn> {
  const behaviours = new Map<string, AkismetStandInBehaviour>()
  const requests: AkismetStandInRequest[] = []

  const server = createServer(async (request, response) => {
    const call = (request.url ?? '').split('?')[0]?.replace(/^\/1\.1\//, '') ?? ''
    if (!CALLS.has(call) || request.method !== 'POST') return send(response, 404, 'Not found')
    let body = ''
    for await (const chunk of request) body += chunk
    const form = Object.fromEntries(new URLSearchParams(body))
    requests.push({ call, form, userAgent: request.headers['user-agent'] })

    if (form.api_key !== apiKey)
      return send(response, 200, 'invalid', { 'X-akismet-debug-help': 'We were unable to verify your API key.' })
    for (const field of ['blog', 'user_ip']) {
      if (!form[field])
        return send(response, 200, `Missing required field: ${field}.`, {
          'X-akismet-debug-help': `Empty "${field}" value`,
        })
    }
    const behaviour =
      form.comment_author === 'akismet-guaranteed-spam' ? 'spam' : (behaviours.get(form.comment_content ?? '') ?? 'ham')
    if (behaviour === 'hang') return
    if (behaviour === 'server-error') return send(response, 500, 'Internal Server Error')
    if (call !== 'comment-check') return send(response, 200, THANKS)
    if (behaviour === 'discard') return send(response, 200, 'true', { 'X-akismet-pro-tip': 'discard' })
    send(response, 200, behaviour === 'spam' ? 'true' : 'false')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/1.1/`,
    apiKey,
    requests,
    answer: (content, behaviour) => void behaviours.set(content, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep the server open for ever.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
  response.end(body)
}
