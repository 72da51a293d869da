import { decodeSegment } from '@/lib/decodeSegment'
import { slugify } from '@/lib/slugify'

/**
 * The tags whose WordPress address is not the one Revela gives their name: a slug WordPress made
 * unique with «-2» (a category of the same name existed) or one the owner wrote by hand («mustread»
 * for «Must Read»). Revela knows a tag by its name, so the old slug is kept to lead to it.
 */
export function tagAliases(tags: readonly { name: string; slug: string }[]): Record<string, string> {
  const aliases: Record<string, string> = {}
  for (const { name, slug } of tags) {
    const old = decodeSegment(slug).toLowerCase()
    if (old && old !== slugify(name) && slugify(name)) aliases[old] = name
  }
  return aliases
}
