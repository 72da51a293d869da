/** A command as gtag() takes it; the browser pushes it to the data layer as an `arguments` object. */
export type GtagCommand = [command: string, ...args: unknown[]]

/** One entry for the data layer, in order: a gtag() command or a plain object push. */
export type DataLayerStep = { gtag: GtagCommand } | { push: Record<string, unknown> }

export type TagManagerBoot = { steps: DataLayerStep[]; scriptUrl: string }

/**
 * What starting Google Tag Manager takes, after the Consent Mode defaults are in the data layer:
 * the cross-domain linker, the analytics region (read by the container's tag configuration as the
 * data-layer variable `analytics_region`), GTM's own start event, and the container's script.
 */
export function tagManagerBoot({
  containerId,
  region,
  linkerDomains,
  now,
}: {
  containerId: string
  region: string
  linkerDomains: readonly string[]
  now: number
}): TagManagerBoot {
  const steps: DataLayerStep[] = []
  if (linkerDomains.length > 0) steps.push({ gtag: ['set', 'linker', { domains: [...linkerDomains] }] })
  steps.push({ push: { analytics_region: region } })
  steps.push({ push: { 'gtm.start': now, event: 'gtm.js' } })
  return { steps, scriptUrl: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}` }
}
