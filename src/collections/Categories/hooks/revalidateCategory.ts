import { cacheTags } from '@/revalidation/cacheTags'
import { expireTagsHook } from '@/revalidation/expireTagsHook'

/**
 * A category created, renamed, moved or deleted: every render that read categories (its archive,
 * the articles and cards that name it, the posts loops' filters and index, the sitemap) and every
 * address that found none.
 */
export const revalidateCategory = expireTagsHook(() => [cacheTags.categories])
