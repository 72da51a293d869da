/** CF7's sanitisation of `_wpcf7_unit_tag`: only A-Z a-z 0-9 _ - survive; empty means missing. */
export function sanitizeUnitTag(value: string | undefined): string {
  return (value ?? '').replace(/[^A-Za-z0-9_-]/g, '')
}
