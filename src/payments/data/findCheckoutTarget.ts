import 'server-only'

import { getHomePageId } from '@/data/globals'
import { getPageById } from '@/data/pages'
import { pagePermalink } from '@/lib/permalink'
import { findPaymentBlock } from '@/payments/core/findPaymentBlock'
import type { CheckoutRequest } from '@/payments/core/parseCheckoutRequest'

import type { CheckoutTarget } from '../server/handleStripeCheckout'
import { pagePathOf } from './pagePathOf'

/** The button a checkout request names, read from the published page; drafts are never charged. */
export async function findCheckoutTarget({ pageId, blockId }: CheckoutRequest): Promise<CheckoutTarget | null> {
  const page = await getPageById(pageId)
  const block = page ? findPaymentBlock(page.layout, blockId) : null
  if (!page || !block) return null
  const [homeId, successPath, cancelPath] = await Promise.all([getHomePageId(), pagePathOf(block.successPage), pagePathOf(block.cancelPage)])
  return { block, pagePath: pagePermalink(page, homeId, page.id), successPath, cancelPath }
}
