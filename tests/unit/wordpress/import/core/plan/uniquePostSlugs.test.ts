import { describe, expect, it } from 'vitest'

import { emptyReport } from '@/wordpress/import/core/plan/report'
import type { PlannedDoc } from '@/wordpress/import/core/plan/types'
import { uniquePostSlugs } from '@/wordpress/import/core/plan/uniquePostSlugs'

const doc = (wpId: number, slug: string, status: PlannedDoc['status'], kind: PlannedDoc['kind'] = 'post') =>
  ({ kind, wpId, slug, status, title: `Entrada ${wpId}` }) as PlannedDoc

describe('uniquePostSlugs', () => {
  it('keeps a published article its slug and renames a draft that WordPress let take it too, saying so', () => {
    const draft = doc(10, 'boda-en-toledo', 'draft')
    const published = doc(11, 'boda-en-toledo', 'published')
    const report = emptyReport()
    uniquePostSlugs([draft, published], report)
    expect(published.slug).toBe('boda-en-toledo')
    expect(draft.slug).toBe('boda-en-toledo-2')
    expect(report.notes).toEqual([
      '«Entrada 10» (10) tenía la dirección «boda-en-toledo» de otra entrada: llega como «boda-en-toledo-2».',
    ])
  })

  it('compares slugs as the site stores them and counts on past a suffix already in use', () => {
    const docs = [
      doc(1, 'Retratos', 'published'),
      doc(2, 'retratos-2', 'published'),
      doc(3, 'retratos', 'scheduled'),
      doc(4, 'retratos', 'draft'),
    ]
    uniquePostSlugs(docs, emptyReport())
    expect(docs.map((d) => d.slug)).toEqual(['retratos', 'retratos-2', 'retratos-3', 'retratos-4'])
  })

  it('reads a slug WordPress percent-encoded as its letters', () => {
    const docs = [doc(8, 'sesi%c3%b3n-de-ni%c3%b1os', 'published'), doc(9, '100%-natural', 'draft')]
    uniquePostSlugs(docs, emptyReport())
    expect(docs.map((d) => d.slug)).toEqual(['sesion-de-ninos', '100-natural'])
  })

  it('leaves pages alone (their addresses are paths under their parents) and names a post without a slug by its id', () => {
    const page = doc(5, 'precios', 'published', 'page')
    const post = doc(6, 'precios', 'published')
    const nameless = doc(7, '', 'draft')
    const report = emptyReport()
    uniquePostSlugs([page, post, nameless], report)
    expect([page.slug, post.slug, nameless.slug]).toEqual(['precios', 'precios', '7'])
    expect(report.notes).toEqual([])
  })
})
