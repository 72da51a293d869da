'use client'

import { useEffect } from 'react'

import type { FormClientConfig } from '@/forms/browser/startContactForm'

/**
 * Brings one server-drawn form to life. It renders nothing: the markup is already in the page,
 * so the form works before (and without) this script. The form's code is imported when the
 * component mounts, in a chunk of its own, so that a page without a form never downloads it, even
 * where Next bundles this tiny component with the route's other client code.
 */
export function ContactFormScript({ unitTag, config }: { unitTag: string; config: FormClientConfig }) {
  useEffect(() => {
    let handle: { destroy?: () => void } | null | undefined
    let cancelled = false
    void import('@/forms/browser/startContactForm').then(({ startContactForm }) => {
      const container = document.getElementById(unitTag)
      if (cancelled || !container) return
      handle = startContactForm(container, config)
    })
    return () => {
      cancelled = true
      handle?.destroy?.()
    }
  }, [unitTag, config])
  return null
}
