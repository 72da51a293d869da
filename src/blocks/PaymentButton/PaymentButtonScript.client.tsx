'use client'

import { useEffect } from 'react'

/**
 * Adds the «Redirigiendo…» state and the return message to one server-drawn payment button. It
 * renders nothing: the form works without it. Imported on mount, in a chunk of its own, so only
 * pages that hold a payment button download it.
 */
export function PaymentButtonScript({ id }: { id: string }) {
  useEffect(() => {
    let handle: { destroy(): void } | undefined
    let cancelled = false
    void import('@/payments/browser/startPaymentButton').then(({ startPaymentButton }) => {
      const root = document.getElementById(id)
      if (!cancelled && root) handle = startPaymentButton(root)
    })
    return () => {
      cancelled = true
      handle?.destroy()
    }
  }, [id])
  return null
}
