/** A numbered page link, or the gap («…») between two runs of them. */
export type PageSlot = number | 'gap'

/**
 * The page numbers a pagination shows, as WordPress's paginate_links() does with `mid_size` 2:
 * the first and last pages, two either side of the current one, and a gap where numbers are left
 * out (a gap of a single page shows that page instead, since the gap would be no shorter).
 */
export function pageNumbers(current: number, pages: number, around = 2): PageSlot[] {
  const slots: PageSlot[] = []
  let last = 0
  for (let n = 1; n <= pages; n++) {
    if (n !== 1 && n !== pages && Math.abs(n - current) > around) continue
    if (n - last === 2) slots.push(n - 1)
    else if (n - last > 2) slots.push('gap')
    slots.push(n)
    last = n
  }
  return slots
}
