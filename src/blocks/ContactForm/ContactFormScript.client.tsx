'use client'

import { useEffect } from 'react'

import { startContactForm, type FormClientConfig } from '@/forms/browser/startContactForm'

/**
 * Brings one server-drawn form to life. It renders nothing: the markup is already in the page,
 * so the form works before (and without) this script. Loaded only on pages that hold a form.
 */
export function ContactFormScript({ unitTag, config }: { unitTag: string; config: FormClientConfig }) {
  useEffect(() => {
    const container = document.getElementById(unitTag)
    if (!container) return
    const handle = startContactForm(container, config)
    return () => handle?.destroy?.()
  }, [unitTag, config])
  return null
}
