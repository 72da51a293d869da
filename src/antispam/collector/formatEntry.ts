/** One timing: a value, optionally followed by the interval that preceded it. */
export type Entry = readonly [number] | readonly [number, number]

/** Writes an entry the way Akismet's fields carry it: `a;` or `a,b;`. */
export function formatEntry(entry: Entry): string {
  return entry.length > 1 ? `${entry[0]},${entry[1]};` : `${entry[0]};`
}
