/**
 * The non-blank values posted under a field's base name (`name`, `name[]`, `name[x]`), files by
 * name: what a `[data-reflection-of]` element shows for a valid field.
 */
export function fieldValues(
  entries: Iterable<[string, FormDataEntryValue | { name: string }]>,
  field: string,
): string[] {
  const values: string[] = []
  for (const [key, value] of entries) {
    if (key !== field && !key.startsWith(`${field}[`)) continue
    const text = typeof value === 'string' ? value.trim() : value.name
    if (text) values.push(text)
  }
  return values
}
