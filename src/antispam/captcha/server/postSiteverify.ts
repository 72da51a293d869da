import { z } from 'zod'

import { errorMessage } from '@/lib/errorMessage'

/** The fields Google's and Cloudflare's siteverify answers share, plus reCAPTCHA's score. */
const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

export type SiteverifyAnswer = z.infer<typeof answerSchema>

export type SiteverifyOptions = { fetch?: typeof fetch; timeoutMs: number }

/**
 * POSTs a siteverify form and returns the parsed answer, or null when there is none to be had:
 * network failure, timeout, a non-2xx status or a body that is not the expected JSON.
 */
export async function postSiteverify(
  url: string,
  form: Record<string, string | undefined>,
  options: SiteverifyOptions,
): Promise<SiteverifyAnswer | null> {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(form)) if (value) body.set(name, value)
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (!response.ok) return null
    const parsed = answerSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch (error) {
    // Every token is refused while the provider cannot be asked: the operator must learn why.
    console.warn(`No se ha podido verificar un CAPTCHA en ${url}: ${errorMessage(error)}`)
    return null
  }
}
