import { PAYMENT_LIMITS } from '@/payments/core/paymentLimits'

import { redactSecrets } from './redactSecrets'

export type StripeSession = { id: string; url: string }

/** A created session, or why not: Stripe's HTTP status (0 without an answer), error type and message. */
export type StripeResult =
  { ok: true; session: StripeSession } | { ok: false; status: number; type?: string; code?: string; message: string }

export type StripeClient = {
  createCheckoutSession(body: URLSearchParams, idempotencyKey: string): Promise<StripeResult>
}

export type StripeClientOptions = {
  secretKey: string
  /** https://api.stripe.com, or the tests' stand-in. */
  apiBase: string
  fetch?: typeof fetch
  timeoutMs?: number
  attempts?: number
  /** The pause before trying again; tests make it 0. */
  retryDelayMs?: number
}

type StripeErrorBody = { error?: { type?: string; code?: string; message?: string } }

/**
 * The real Stripe adapter: one call of its REST API over fetch, no SDK. A timeout, a network error,
 * a 429 or a 5xx is tried again with the same Idempotency-Key, so Stripe creates one session however
 * many times the call reaches it. Messages are masked before they leave: Stripe quotes a wrong key.
 */
export function stripeClient({
  secretKey,
  apiBase,
  fetch: fetcher = fetch,
  timeoutMs = PAYMENT_LIMITS.stripeTimeoutMs,
  attempts = PAYMENT_LIMITS.stripeAttempts,
  retryDelayMs = 500,
}: StripeClientOptions): StripeClient {
  async function once(body: URLSearchParams, idempotencyKey: string): Promise<StripeResult & { retry: boolean }> {
    let response: Response
    try {
      response = await fetcher(`${apiBase.replace(/\/+$/, '')}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': idempotencyKey,
          'User-Agent': 'Revela/1.0',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      return {
        ok: false,
        status: 0,
        message: timedOut ? `Sin respuesta en ${timeoutMs} ms` : 'Sin conexión con Stripe',
        retry: true,
      }
    }
    const json = (await response.json().catch(() => {
      // Stripe's answer without a JSON body is still an answer: its status
      // decides below, and the checkout logs the failure with it.
      return null
    })) as (Partial<StripeSession> & StripeErrorBody) | null
    if (response.ok && typeof json?.id === 'string' && typeof json.url === 'string' && /^https?:\/\//.test(json.url)) {
      return { ok: true, session: { id: json.id, url: json.url }, retry: false }
    }
    const retry =
      response.headers.get('stripe-should-retry') === 'true' || response.status === 429 || response.status >= 500
    const error = json?.error
    return {
      ok: false,
      status: response.status,
      type: error?.type,
      code: error?.code,
      message: redactSecrets(error?.message ?? (response.ok ? 'Respuesta sin URL de pago' : `HTTP ${response.status}`)),
      retry,
    }
  }

  return {
    async createCheckoutSession(body, idempotencyKey) {
      for (let attempt = 1; ; attempt++) {
        const { retry, ...result } = await once(body, idempotencyKey)
        if (result.ok || !retry || attempt >= attempts) return result
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
      }
    },
  }
}
