import { DEFAULT_SHARE_NETWORKS, type ShareNetwork } from '@/lib/shareNetworks'

type SettingsNetworks = { shareNetworks?: { name: string; title: string; hasCounter?: boolean | null }[] | null }

/**
 * The networks the site offers, as the settings list them (names, titles, which have a counter),
 * or the page builder's list while the settings have none; the same rule as the front-end config.
 */
export function shareCatalog(settings: SettingsNetworks): ShareNetwork[] {
  const configured = settings.shareNetworks ?? []
  return configured.length ? configured.map((n) => ({ name: n.name, title: n.title, hasCounter: Boolean(n.hasCounter) })) : DEFAULT_SHARE_NETWORKS
}
