/** What a dry run (and a real run) tells the studio. */
export type ImportReport = {
  site: { title: string; url: string; wxrVersion: string }
  counts: Record<string, number>
  /** What became what, in the studio's words: «12 entradas → artículos». */
  mapping: string[]
  /** Shortcodes, blocks and widgets Revela has no block for: kept as HTML or text, per item. */
  unknown: {
    kind: 'shortcode' | 'block' | 'widget'
    name: string
    itemId: number
    title: string
    count: number
    hidden?: boolean
  }[]
  missingMedia: { itemId: number; title: string; ref: string }[]
  /** Forms whose settings Revela does not honour in full. */
  forms: { id: number; title: string; reason: string }[]
  skipped: { itemId: number; title: string; reason: string }[]
  conflicts: string[]
  notes: string[]
}

export const emptyReport = (): ImportReport => ({
  site: { title: '', url: '', wxrVersion: '' },
  counts: {},
  mapping: [],
  unknown: [],
  missingMedia: [],
  forms: [],
  skipped: [],
  conflicts: [],
  notes: [],
})
