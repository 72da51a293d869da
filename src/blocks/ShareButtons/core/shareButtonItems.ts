import type { ShareNetwork } from '@/lib/shareNetworks'

import { formatShareCount } from './formatShareCount'
import { RETIRED_SHARE_NETWORKS } from './retiredShareNetworks'
import { shareDestination, shareUrl, type ShareAction, type ShareTarget } from './shareUrl'

/** One button as it is drawn: what it does, what it shows and what assistive technology reads. */
export type ShareButtonItem = {
  /** The network that receives the share; names the icon and the CSS class. */
  network: string
  action: ShareAction
  /** Visible text («Facebook», «Correo», «Imprimir»); always part of `label` (WCAG 2.5.3). */
  text: string
  /** The accessible name, e.g. «Compartir en Facebook (se abre en una pestaña nueva)». */
  label: string
  /** The studio's count, formatted, and the sentence a screen reader reads instead. */
  count?: { shown: string; spoken: string }
}

export type ShareCount = { network?: string | null; count?: number | null }

// Spanish names for the entries whose configured title is English or an abbreviation.
const TEXTS: Record<string, string> = { email: 'Correo', print: 'Imprimir', odnoklassniki: 'Odnoklassniki (OK)' }

function labelFor(action: ShareAction, network: string, text: string): string {
  if (action.kind === 'print') return 'Imprimir'
  if (network === 'email') return 'Compartir por correo electrónico'
  return `Compartir en ${text} (se abre en una pestaña nueva)`
}

/**
 * The buttons for the chosen networks, in the chosen order: retired networks share with their
 * successor or are left out, a network chosen twice (Twitter and X) appears once, and a count is
 * shown only where the studio entered one for a network that has a counter.
 */
export function shareButtonItems(input: {
  networks: readonly string[]
  catalog: readonly ShareNetwork[]
  target: ShareTarget
  counts?: readonly ShareCount[] | null
}): ShareButtonItem[] {
  const { networks, catalog, target, counts } = input
  const byName = new Map(catalog.map((n) => [n.name, n]))
  const seen = new Set<string>()
  const items: ShareButtonItem[] = []
  for (const name of networks) {
    const destination = shareDestination(name)
    const action = shareUrl(name, target)
    if (!destination || !action || seen.has(destination)) continue
    seen.add(destination)
    const text =
      RETIRED_SHARE_NETWORKS[name]?.successor?.title ??
      TEXTS[destination] ??
      byName.get(destination)?.title ??
      byName.get(name)?.title ??
      name
    const item: ShareButtonItem = { network: destination, action, text, label: labelFor(action, destination, text) }
    const entered = byName.get(name)?.hasCounter ? counts?.find((c) => c.network === name)?.count : undefined
    if (typeof entered === 'number' && Number.isFinite(entered) && entered >= 0) {
      const shown = formatShareCount(entered)
      item.count = { shown, spoken: `Compartido ${shown} ${shown === '1' ? 'vez' : 'veces'} en ${text}` }
    }
    items.push(item)
  }
  return items
}
