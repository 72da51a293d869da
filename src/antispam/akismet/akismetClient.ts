import { SPAM_RULES } from '@/lib/constants'

import { akismetForm } from './akismetForm'
import type { AkismetClient, AkismetComment, AkismetVerdict } from './types'

export type AkismetClientOptions = {
  apiKey: string
  /** The site's home URL, Akismet's `blog`. */
  blog: string
  /** Base URL of the 1.1 API; defaults to `https://{apiKey}.rest.akismet.com/1.1/`. */
  endpoint?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

// What submit-spam and submit-ham answer when they took the report.
const THANKS = 'Thanks for making the web a better place.'
const USER_AGENT = 'Revela/1.0 | Akismet-client/1.0'

/** The real Akismet adapter, speaking its REST API (https://akismet.com/developers/). */
export function akismetClient({
  apiKey,
  blog,
  endpoint,
  fetch: fetcher = fetch,
  timeoutMs = SPAM_RULES.akismetTimeoutMs,
}: AkismetClientOptions): AkismetClient {
  const base = endpoint ?? `https://${encodeURIComponent(apiKey)}.rest.akismet.com/1.1/`

  /** POSTs one call; null on network failure, timeout or a non-2xx status. */
  async function post(call: string, comment: AkismetComment): Promise<{ body: string; headers: Headers } | null> {
    try {
      const response = await fetcher(new URL(call, base.endsWith('/') ? base : `${base}/`), {
        method: 'POST',
        body: akismetForm(comment, { apiKey, blog }),
        headers: { 'User-Agent': USER_AGENT },
        signal: AbortSignal.timeout(timeoutMs),
      })
      const body = (await response.text()).trim()
      return response.ok ? { body, headers: response.headers } : null
    } catch {
      // Akismet out of reach, slow or refusing is no failure of the post: commentCheck turns
      // it into the verdict 'unavailable', which the comment keeps («No respondió» in the
      // admin), and submit throws its own error, which its caller logs.
      return null
    }
  }

  async function submit(call: string, comment: AkismetComment): Promise<void> {
    const answer = await post(call, comment)
    if (answer?.body !== THANKS)
      throw new Error(
        `Akismet ${call} failed: ${answer ? (answer.headers.get('X-akismet-debug-help') ?? answer.body) : 'no answer'}`,
      )
  }

  return {
    async commentCheck(comment): Promise<AkismetVerdict> {
      const answer = await post('comment-check', comment)
      // 'true' / 'false' are the only answers; anything else ('invalid' for a bad key, a missing
      // field's message) means Akismet did not judge the message.
      // "X-akismet-pro-tip: discard" marks blatant spam; to the check it is spam all the same.
      if (answer?.headers.get('X-akismet-pro-tip') === 'discard' || answer?.body === 'true') return 'spam'
      return answer?.body === 'false' ? 'ham' : 'unavailable'
    },
    submitSpam: (comment) => submit('submit-spam', comment),
    submitHam: (comment) => submit('submit-ham', comment),
  }
}
