/**
 * The id of a field's entry in the screen-reader error list, which the field names in its
 * aria-describedby: `{unitTag}-ve-{field}`, keeping only the characters an id may safely carry.
 */
export function errorIdFor(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '')
}
