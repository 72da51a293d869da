import { plainTitle } from '@/lib/html/titleHtml'
import { slugify } from '@/lib/slugify'

import type { ImportReport } from './report'
import type { PlannedDoc } from './types'

/**
 * Gives every article of the export a slug no other article of it has, as WordPress does when it
 * publishes (`boda`, `boda-2`…): WordPress lets a draft keep a slug a published post already took,
 * and Revela's slugs are unique. Published articles keep theirs (their addresses are what links
 * hold); the others are renamed in the export's order, each change noted in the report. Slugs are
 * compared as the slug field stores them (slugify), so «Boda» and «boda» are one; WordPress keeps a
 * slug with accents percent-encoded (`ni%c3%b1os`), which is read as its letters first («ninos»).
 */
export function uniquePostSlugs(docs: PlannedDoc[], report: ImportReport): void {
  const posts = docs.filter((d) => d.kind === 'post')
  const taken = new Set<string>()
  const ordered = [...posts.filter((d) => d.status === 'published'), ...posts.filter((d) => d.status !== 'published')]
  for (const doc of ordered) {
    const base = slugify(decoded(doc.slug)) || String(doc.wpId)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    if (slug !== base)
      report.notes.push(
        `«${plainTitle(doc.title)}» (${doc.wpId}) tenía la dirección «${base}» de otra entrada: llega como «${slug}».`,
      )
    doc.slug = slug
  }
}

function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    // A slug with a malformed escape is compared as written, which is how WordPress stored it.
    return slug
  }
}
