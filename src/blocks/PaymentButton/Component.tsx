import { getSettings } from '@/data/globals'
import { env } from '@/env'
import { formRenderScope } from '@/blocks/renderScope'
import type { PaymentButtonBlock } from '@/payload-types'
import { amountToCents } from '@/payments/core/amountToCents'
import { STRIPE_CHECKOUT_PATH } from '@/payments/core/checkoutPath'
import { formatEuros } from '@/payments/core/formatEuros'
import { DEFAULT_PAYMENT_LABEL } from '@/payments/core/paymentButtonFields'
import { paymentReturnUrls } from '@/payments/core/paymentReturnUrls'
import { paypalCheckoutForm, type CheckoutForm } from '@/payments/core/paypalCheckoutForm'
import { pagePathOf } from '@/payments/data/pagePathOf'
import { paymentsFromSettings } from '@/payments/server/paymentsFromSettings'

import { PaymentButtonView } from './PaymentButtonView'

/**
 * A payment button of a page. The page that holds it (its id for Stripe, its address for coming
 * back) comes from the render scope PageView fills, as for contact forms; the keys come from the
 * environment or the settings and never reach the page: only whether a provider is usable does.
 */
export async function PaymentButtonComponent(block: PaymentButtonBlock) {
  const scope = formRenderScope()
  const settings = await getSettings()
  const config = paymentsFromSettings(settings)
  const blockId = block.id ?? ''
  const amount = amountToCents(block.amount)
  const concept = block.concept?.trim() ?? ''
  const usable = amount.ok && concept !== '' && blockId !== '' && scope.containerPostId > 0

  let checkout: CheckoutForm | null = null
  if (usable && block.provider === 'stripe' && config.stripe) {
    checkout = {
      action: STRIPE_CHECKOUT_PATH,
      fields: [
        ['page', String(scope.containerPostId)],
        ['block', blockId],
      ],
    }
  } else if (usable && block.provider === 'paypal' && config.paypal) {
    const [successPath, cancelPath] = await Promise.all([pagePathOf(block.successPage), pagePathOf(block.cancelPage)])
    const urls = paymentReturnUrls({ siteUrl: env().siteUrl, pagePath: scope.path, blockId, successPath, cancelPath })
    checkout = paypalCheckoutForm({
      ...config.paypal,
      concept,
      cents: amount.cents,
      returnUrl: urls.success,
      cancelUrl: urls.cancel,
      reference: `page${scope.containerPostId}_block${blockId}`,
    })
  }

  return (
    <PaymentButtonView
      blockId={blockId || 'sin-id'}
      provider={block.provider}
      label={block.label?.trim() || DEFAULT_PAYMENT_LABEL}
      concept={concept}
      amountText={amount.ok ? formatEuros(amount.cents) : null}
      checkout={checkout}
      contactHref={settings.email ? `mailto:${settings.email}` : null}
    />
  )
}
