import type { Block } from '../content/context'
import type { PlannedForm } from '../forms/cf7Form'
import type { PlannedMedia } from './planMedia'
import type { PlannedMenuItem } from './planMenu'
import type { ImportReport } from './report'

export type DocStatus = 'published' | 'draft' | 'scheduled'

export type PlannedDoc = {
  kind: 'post' | 'page'
  wpId: number
  title: string
  slug: string
  /** Where the old site had it (`2024/03/slug`, `padre/hija`); null when not public there. */
  path: string | null
  status: DocStatus
  /** Why a published WordPress item arrives unpublished (private, password). */
  hiddenBecause?: string
  publishedAt: string | null
  authorLogin: string
  excerpt: string
  featuredImage: number | null
  parent: number | null
  menuOrder: number
  categories: string[]
  tags: string[]
  /** Empty in the plan's index; filled when the item's content is converted (PlannedItem). */
  blocks: Block[]
  commentsOpen: boolean
  hideTitle: boolean
  elementor: boolean
  /** The old site's front page (its permalink was the site's own address). */
  front: boolean
}

export type CommentStatus = 'approved' | 'pending' | 'spam' | 'trash'

/** What the plan's index keeps of each comment to import: enough to check ids and count. */
export type CommentRef = { wpId: number; postWpId: number; authorName: string; status: CommentStatus }

export type PlannedComment = CommentRef & {
  parentWpId: number | null
  authorEmail: string
  authorUrl: string
  ip: string
  date: string
  content: string
  byPostAuthor: boolean
}

/** One post or page ready to store: its blocks and its comments (parents before replies). */
export type PlannedItem = { doc: PlannedDoc; comments: PlannedComment[] }

/**
 * Everything the writer stores but the items' converted content, and the report: small enough
 * to keep for an export of thousands of articles, whose content is converted one item at a time.
 */
export type ImportPlan = {
  site: { title: string; tagline: string; url: string }
  authors: { wpId: number; login: string; name: string; email: string }[]
  categories: { wpId: number; name: string; slug: string; description: string; parentSlug: string }[]
  tags: { name: string; slug: string }[]
  media: PlannedMedia[]
  forms: PlannedForm[]
  /** Every post and page to import, in the export's order, with empty blocks. */
  docs: PlannedDoc[]
  comments: CommentRef[]
  menu: PlannedMenuItem[]
  /** The footer's links, from a menu named like a footer (pie, footer, legal); absent in older plans. */
  footerMenu?: PlannedMenuItem[]
  /** Whether the old header had a search box (plan/headerHasSearch); absent in older plans. */
  headerSearch?: boolean
  report: ImportReport
}
