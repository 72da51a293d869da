/** The admin's blocklist textarea as entries: one per line, trimmed, blank lines dropped. */
export const parseBlocklist = (text: string): string[] =>
  text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
