import { categories as demoCategories, pages as demoPages, posts as demoPosts } from '@/seed/content'
import { demoComments } from '@/seed/content/comments'
import { mediaManifest } from '@/seed/media/manifest'
import { DEMO_FORM_TITLE } from '@/seed/seedForms'

export type DemoKind = 'posts' | 'pages' | 'forms' | 'media' | 'categories' | 'comments'

const key = (...parts: unknown[]) => parts.map((p) => String(p ?? '')).join('\u0000')

/** What the seed wrote, by what identifies each item: an item of the studio's own never matches. */
const DEMO: Record<DemoKind, Set<string>> = {
  posts: new Set(demoPosts.map((p) => key(p.id, p.slug, p.title))),
  pages: new Set(demoPages.map((p) => key(p.slug, p.title))),
  forms: new Set([key(DEMO_FORM_TITLE)]),
  media: new Set(mediaManifest.map((m) => key(m.file))),
  categories: new Set(demoCategories.map((c) => key(c.slug, c.name))),
  comments: new Set(demoComments.map((c) => key(c.author, c.content))),
}

const identity: Record<DemoKind, (row: Record<string, unknown>) => string> = {
  posts: (r) => key(r.id, r.slug, r.title),
  pages: (r) => key(r.slug, r.title),
  forms: (r) => key(r.title),
  media: (r) => key(r.filename),
  categories: (r) => key(r.slug, r.name),
  comments: (r) => key(r.authorName, r.content),
}

/**
 * Whether a row is one the demo's seed wrote, by its identity in the seed (an article's id, slug
 * and title; a photo's file name; a comment's author and words…) — not by when it was made, which
 * would take the owner's own first article, written minutes after the demo started, for the demo's.
 */
export const isDemoItem = (kind: DemoKind, row: Record<string, unknown>): boolean => DEMO[kind].has(identity[kind](row))
