import type { RateLimitResult } from '@/antispam/rules'
import { clientIp } from '@/lib/clientIp'
import type { PaymentButtonBlock } from '@/payload-types'
import { amountToCents } from '@/payments/core/amountToCents'
import { PAYMENT_LIMITS } from '@/payments/core/paymentLimits'
import { PAYMENT_MESSAGES } from '@/payments/core/paymentMessages'
import { paymentReturnUrls } from '@/payments/core/paymentReturnUrls'
import { parseCheckoutRequest, type CheckoutRequest } from '@/payments/core/parseCheckoutRequest'
import type { PaymentsConfig } from '@/payments/core/resolvePaymentsConfig'
import { stripeSessionBody } from '@/payments/core/stripeSessionBody'
import { isOwnOrigin } from '@/lib/http/isOwnOrigin'
import { readBoundedText } from '@/lib/http/readBoundedText'
import { errorMessage } from '@/lib/errorMessage'

import { paymentAnswer } from './paymentAnswer'
import type { StripeClient } from './stripeClient'

/** A button found on a published page, with the paths its return addresses are built from. */
export type CheckoutTarget = {
  block: PaymentButtonBlock
  pagePath: string
  successPath?: string | null
  cancelPath?: string | null
}

/** What the handler needs from the world; the route wires the real ones, tests their own. */
export type StripeCheckoutDeps = {
  siteUrl: string
  rateLimit(ip: string): RateLimitResult | Promise<RateLimitResult>
  stripeConfig(): Promise<PaymentsConfig['stripe']>
  findTarget(request: CheckoutRequest): Promise<CheckoutTarget | null>
  stripe(config: NonNullable<PaymentsConfig['stripe']>): StripeClient
  idempotencyKey(): string
  logError(message: string, data: Record<string, unknown>): void
}

/** The path of a same-site Referer, for the error page's way back; the home page otherwise. */
function backPath(request: Request, siteUrl: string): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    return referer.origin === new URL(siteUrl).origin ? referer.pathname + referer.search : '/'
  } catch {
    // A missing or malformed Referer: the error page's way back is the home page.
    return '/'
  }
}

/**
 * POST /wp-json/revela/v1/payments/stripe/checkout: a Stripe payment button's form (page and block
 * ids) → a Checkout Session for the amount and concept the published block holds → 303 to Stripe's
 * page (or {url} for the button's script). The cheap refusals come first (type, origin, rate), so a
 * flood never reaches the database or Stripe.
 */
export async function handleStripeCheckout(request: Request, deps: StripeCheckoutDeps): Promise<Response> {
  const answer = paymentAnswer(request)
  const back = backPath(request, deps.siteUrl)

  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    return answer.error(415, 'rest_unsupported_media_type', PAYMENT_MESSAGES.unsupportedType, back)
  if (!isOwnOrigin(request, deps.siteUrl))
    return answer.error(403, 'rest_forbidden_origin', PAYMENT_MESSAGES.forbiddenOrigin, back)
  const limit = await deps.rateLimit(clientIp(request))
  if (!limit.allowed)
    return answer.error(429, 'rest_too_many_requests', PAYMENT_MESSAGES.tooMany, back, {
      'Retry-After': String(limit.retryAfterS),
    })

  const text = await readBoundedText(request, PAYMENT_LIMITS.maxBodyBytes).catch(() => {
    // The body could not be read to its end (the connection dropped midway): there is no
    // request to serve, and it is answered like one too large to read.
    return null
  })
  if (text === null) return answer.error(413, 'rest_payload_too_large', PAYMENT_MESSAGES.tooLarge, back)
  const parsed = parseCheckoutRequest(text)
  if (!parsed.ok) return answer.error(400, 'rest_invalid_param', parsed.message, back)

  const config = await deps.stripeConfig().catch((error: unknown) => {
    deps.logError('No se han podido leer los ajustes de pago.', { error: errorMessage(error) })
    return null
  })
  if (!config) return answer.error(503, 'revela_payments_unavailable', PAYMENT_MESSAGES.unavailable, back)

  const target = await deps.findTarget(parsed.request)
  const block = target?.block
  if (!target || !block || block.provider !== 'stripe')
    return answer.error(404, 'revela_payment_not_found', PAYMENT_MESSAGES.notFound, back)
  const amount = amountToCents(block.amount)
  const concept = block.concept?.trim()
  if (!amount.ok || !concept) {
    // The editor's block cannot be charged (saved before validation, or edited in the database).
    deps.logError('Botón de pago sin importe o concepto válidos.', {
      pageId: parsed.request.pageId,
      blockId: parsed.request.blockId,
    })
    return answer.error(503, 'revela_payments_unavailable', PAYMENT_MESSAGES.unavailable, target.pagePath)
  }

  const urls = paymentReturnUrls({
    siteUrl: deps.siteUrl,
    pagePath: target.pagePath,
    blockId: parsed.request.blockId,
    successPath: target.successPath,
    cancelPath: target.cancelPath,
  })
  const body = stripeSessionBody({
    concept: concept.slice(0, PAYMENT_LIMITS.conceptMaxLength),
    cents: amount.cents,
    successUrl: urls.success,
    cancelUrl: urls.cancel,
    ...parsed.request,
  })
  const result = await deps.stripe(config).createCheckoutSession(body, deps.idempotencyKey())
  if (!result.ok) {
    deps.logError('Stripe no ha creado la sesión de pago.', {
      status: result.status,
      type: result.type,
      code: result.code,
      message: result.message,
      ...parsed.request,
    })
    return answer.error(502, 'revela_payment_gateway_error', PAYMENT_MESSAGES.gatewayError, target.pagePath)
  }
  return answer.redirect(result.session.url)
}
