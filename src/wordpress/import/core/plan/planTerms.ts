import type { WxrItem, WxrSite } from '../wxr/types'

import type { ImportPlan } from './types'

/**
 * The categories and tags: the channel's list, then those the imported items use that it lacks
 * (partial exports), so every term an item names still comes across.
 */
export function planTerms(terms: WxrSite['terms'], importedItems: WxrItem[]): Pick<ImportPlan, 'categories' | 'tags'> {
  const categories: ImportPlan['categories'] = terms
    .filter((t) => t.taxonomy === 'category')
    .map((t) => ({ wpId: t.id, name: t.name, slug: t.slug, description: t.description, parentSlug: t.parentSlug }))
  const tags: ImportPlan['tags'] = terms
    .filter((t) => t.taxonomy === 'post_tag')
    .map((t) => ({ name: t.name, slug: t.slug }))
  const categorySlugs = new Set(categories.map((c) => c.slug))
  const tagSlugs = new Set(tags.map((t) => t.slug))
  for (const item of importedItems) {
    for (const t of item.terms) {
      if (t.domain === 'category' && !categorySlugs.has(t.slug)) {
        categorySlugs.add(t.slug)
        categories.push({ wpId: 0, name: t.name, slug: t.slug, description: '', parentSlug: '' })
      }
      if (t.domain === 'post_tag' && !tagSlugs.has(t.slug)) {
        tagSlugs.add(t.slug)
        tags.push({ name: t.name, slug: t.slug })
      }
    }
  }
  return { categories, tags }
}
