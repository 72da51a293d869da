/**
 * The share networks the page builder configured (seed §3, "about 20"), in its order. `hasCounter`
 * marks the networks that can show a share count; the count itself is entered by the studio.
 */
export type ShareNetwork = { name: string; title: string; hasCounter?: boolean }

export const DEFAULT_SHARE_NETWORKS: ShareNetwork[] = [
  { name: 'facebook', title: 'Facebook', hasCounter: true },
  { name: 'x-twitter', title: 'X' },
  { name: 'twitter', title: 'Twitter' },
  { name: 'linkedin', title: 'LinkedIn', hasCounter: true },
  { name: 'pinterest', title: 'Pinterest', hasCounter: true },
  { name: 'reddit', title: 'Reddit', hasCounter: true },
  { name: 'vk', title: 'VK', hasCounter: true },
  { name: 'odnoklassniki', title: 'OK', hasCounter: true },
  { name: 'tumblr', title: 'Tumblr' },
  { name: 'digg', title: 'Digg' },
  { name: 'skype', title: 'Skype' },
  { name: 'stumbleupon', title: 'StumbleUpon', hasCounter: true },
  { name: 'mix', title: 'Mix' },
  { name: 'telegram', title: 'Telegram' },
  { name: 'pocket', title: 'Pocket', hasCounter: true },
  { name: 'xing', title: 'XING', hasCounter: true },
  { name: 'whatsapp', title: 'WhatsApp' },
  { name: 'email', title: 'Email' },
  { name: 'print', title: 'Print' },
  { name: 'threads', title: 'Threads' },
]

/**
 * The share buttons shown until the studio chooses others, under articles (Ajustes del sitio →
 * Redes) and in a new «Compartir» block: the networks a Spanish studio's clients share on, messaging
 * among them, and e-mail for those who share by hand.
 */
export const DEFAULT_SHARE_BUTTONS = [
  'facebook',
  'x-twitter',
  'whatsapp',
  'pinterest',
  'linkedin',
  'telegram',
  'email',
] as const

type SettingsNetworks = { shareNetworks?: { name: string; title: string; hasCounter?: boolean | null }[] | null }

/**
 * The networks the site offers, as the settings list them (names, titles, which have a counter),
 * or the page builder's list while the settings have none; read by the share buttons and the front-end config alike.
 */
export function shareCatalog(settings: SettingsNetworks): ShareNetwork[] {
  const configured = settings.shareNetworks ?? []
  return configured.length
    ? configured.map((n) => ({ name: n.name, title: n.title, hasCounter: Boolean(n.hasCounter) }))
    : DEFAULT_SHARE_NETWORKS
}
