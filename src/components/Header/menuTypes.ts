/** A resolved menu entry: what the browser needs, nothing of the CMS's shape. */
export type MenuItem = { id: string; label: string; href: string | null; children: MenuItem[] }

/** Whether an item or any of its descendants points at the current path. */
export const containsPath = (item: MenuItem, path: string): boolean =>
  item.href === path || item.children.some((child) => containsPath(child, path))
