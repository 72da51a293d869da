/** The plain records a WordPress export (WXR) is read into: strings as WordPress wrote them. */

export type WxrAuthor = {
  id: number
  login: string
  email: string
  displayName: string
  firstName: string
  lastName: string
}

export type WxrTerm = {
  id: number
  taxonomy: 'category' | 'post_tag' | string
  slug: string
  name: string
  parentSlug: string
  description: string
}

export type WxrComment = {
  id: number
  author: string
  authorEmail: string
  authorUrl: string
  authorIp: string
  date: string
  dateGmt: string
  content: string
  /** 1 approved, 0 pending, spam, trash (and post-trashed). */
  approved: string
  type: string
  parent: number
  userId: number
}

export type WxrItemTerm = { domain: string; slug: string; name: string }

export type WxrItem = {
  id: number
  type: string
  status: string
  title: string
  link: string
  slug: string
  creator: string
  guid: string
  date: string
  dateGmt: string
  modifiedGmt: string
  content: string
  excerpt: string
  parent: number
  menuOrder: number
  password: string
  commentStatus: string
  attachmentUrl: string
  terms: WxrItemTerm[]
  meta: Record<string, string>
  comments: WxrComment[]
}

export type WxrSite = {
  title: string
  description: string
  link: string
  language: string
  wxrVersion: string
  baseSiteUrl: string
  baseBlogUrl: string
  authors: WxrAuthor[]
  terms: WxrTerm[]
}

export type Wxr = { site: WxrSite; items: WxrItem[] }
