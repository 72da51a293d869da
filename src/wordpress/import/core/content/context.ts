/** A block as Payload stores it in a blocks field: its slug and its fields. */
export type Block = { blockType: string } & Record<string, unknown>

/** What a converter may ask of the rest of the import while it turns one item into blocks. */
export type ConvertContext = {
  /** The WordPress id of the item being converted, for the report. */
  itemId: number
  /** The attachment id an id or an uploads URL (of any resized copy) stands for, if it was imported. */
  media(ref: number | string): number | null
  /** The Contact Form 7 form an id or hash (`[contact-form-7 id="…"]`) stands for, if it was imported. */
  form(ref: string): number | null
  /** The attachments whose parent is this item, in menu order (a gallery without ids shows them). */
  attachedTo(itemId: number): number[]
  /** A link made site-relative when it points at the old site; anything else as it was. */
  href(url: string): string
  /** Notes something the import could not turn into a Revela block (kept as HTML, or `hidden`: nothing shown). */
  unknown(kind: 'shortcode' | 'block' | 'widget', name: string, hidden?: boolean): void
  /** Notes a reference to a file the import does not have. */
  missing(what: string): void
}

/** A context for converting content on its own (tests, previews): nothing resolves. */
export const isolatedContext = (overrides: Partial<ConvertContext> = {}): ConvertContext => ({
  itemId: 0,
  media: () => null,
  form: () => null,
  attachedTo: () => [],
  href: (url) => url,
  unknown: () => {},
  missing: () => {},
  ...overrides,
})
