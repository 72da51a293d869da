import { tagManagerBoot } from '../tagManagerBoot'

import { dataLayer, gtag } from './gtag'

/**
 * Starts Google Tag Manager: the boot commands into the data layer, then the container's script.
 * Called only once analytics is accepted, after the Consent Mode defaults and update are queued.
 */
export function loadTagManager(options: {
  containerId: string
  region: string
  linkerDomains: readonly string[]
}): void {
  const { steps, scriptUrl } = tagManagerBoot({ ...options, now: Date.now() })
  for (const step of steps) {
    if ('gtag' in step) gtag(...step.gtag)
    else dataLayer().push(step.push)
  }
  const script = document.createElement('script')
  script.async = true
  script.src = scriptUrl
  document.head.append(script)
}
