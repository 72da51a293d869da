import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { AuthorArchive } from '@/components/AuthorArchive'
import { CategoryArchive } from '@/components/CategoryArchive'
import { TagArchive } from '@/components/TagArchive'
import { getAuthorBySlug, getCategoryBySlug, getTagBySlug } from '@/data/posts'
import { archivePageNumber } from '@/lib/archivePageNumber'
import { authorPermalink, categoryPermalink, tagPermalink } from '@/lib/permalink'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string; n: string }> }

type Term = { name: string; slug?: string | null }

const KINDS = {
  category: {
    find: getCategoryBySlug,
    permalink: (term: Term) => categoryPermalink(term),
    title: (name: string) => name,
    View: CategoryArchive,
  },
  tag: {
    find: getTagBySlug,
    permalink: (term: Term) => tagPermalink({ slug: term.slug ?? '' }),
    title: (name: string) => `Etiqueta: ${name}`,
    View: TagArchive,
  },
  author: {
    find: getAuthorBySlug,
    permalink: (term: Term) => authorPermalink(term),
    title: (name: string) => `Autor: ${name}`,
    View: AuthorArchive,
  },
}

/**
 * The second and later pages of a category's, a tag's or an author's archive (/category/{slug}/page/{n}/): their
 * metadata and their page, shared by both routes. Page 1 lives at the archive's own address.
 */
export function archivePageN(kind: keyof typeof KINDS) {
  const {
    find,
    permalink,
    title,
    View,
  }: {
    find: (slug: string) => Promise<Term | null | undefined>
    permalink: (term: Term) => string
    title: (name: string) => string
    View: typeof CategoryArchive
  } = KINDS[kind]
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { slug, n } = await params
      const term = await find(slug)
      if (!term) return { title: 'Página no encontrada' }
      return seoMetadata({
        title: `${title(term.name)} · página ${n}`,
        description: null,
        path: `${permalink(term)}page/${archivePageNumber(n)}/`,
      })
    },
    async Page({ params }: Props) {
      const { slug, n } = await params
      const page = archivePageNumber(n)
      if (!Number.isInteger(page) || page < 1) notFound()
      if (page === 1) permanentRedirect(`/${kind}/${slug}/`)
      return <View slug={slug} page={page} />
    },
  }
}
