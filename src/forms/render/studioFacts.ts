import type { StudioFacts } from '@/forms/template/studioTagKinds'
import { studioDetailItems, type StudioData } from '@/lib/studioDetails/studioDetailItems'

type StudioSettings = StudioData & { studioName?: string | null; legalName?: string | null }

/** What `[studio …]` tags write, from the site's settings (the same lines the «Datos del estudio» block shows). */
export function studioFacts(settings: StudioSettings): StudioFacts {
  const facts: { -readonly [K in keyof StudioFacts]: StudioFacts[K] } = {}
  for (const item of studioDetailItems(settings, ['address', 'phone', 'email', 'hours'])) {
    if (item.kind !== 'social') facts[item.kind] = item.lines
  }
  const name = settings.studioName?.trim() ?? ''
  const legal = settings.legalName?.trim() || name
  if (name) facts.name = [{ text: name }]
  if (legal) facts['legal-name'] = [{ text: legal }]
  return facts
}
