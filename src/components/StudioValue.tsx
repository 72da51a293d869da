import { getSettings } from '@/data/globals'

import { studioDetailItems } from '@/lib/studioDetails/studioDetailItems'
import type { StudioValueKind } from '@/lib/studioDetails/studioDetailKinds'

/** A studio detail inside a sentence: the phone or e-mail as a link, the address or hours as text. */
export async function StudioValue({ detail }: { detail: StudioValueKind }) {
  const [item] = studioDetailItems(await getSettings(), [detail])
  if (!item) return null
  const [first] = item.lines
  if (item.lines.length === 1 && first?.href) return <a href={first.href}>{first.text}</a>
  return <>{item.lines.map((line) => line.text).join('; ')}</>
}
