/** The id of a field's screen-reader error item: `{unitTag}-ve-{field}`, stripped to `[0-9a-z_-]`. */
export function errorId(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '')
}
