import type { WxrAuthor, WxrComment, WxrItem, WxrSite, WxrTerm } from './types'

/** A site record before its channel's fields are read. */
export const emptySite = (): WxrSite => ({
  title: '',
  description: '',
  link: '',
  language: '',
  wxrVersion: '',
  baseSiteUrl: '',
  baseBlogUrl: '',
  authors: [],
  terms: [],
})

/** An item record before its fields are read. */
export const emptyItem = (): WxrItem => ({
  id: 0,
  type: '',
  status: '',
  title: '',
  link: '',
  slug: '',
  creator: '',
  guid: '',
  date: '',
  dateGmt: '',
  modifiedGmt: '',
  content: '',
  excerpt: '',
  parent: 0,
  menuOrder: 0,
  password: '',
  commentStatus: '',
  attachmentUrl: '',
  terms: [],
  meta: {},
  comments: [],
})

export const emptyComment = (): WxrComment => ({
  id: 0,
  author: '',
  authorEmail: '',
  authorUrl: '',
  authorIp: '',
  date: '',
  dateGmt: '',
  content: '',
  approved: '1',
  type: '',
  parent: 0,
  userId: 0,
})

const int = (value: string) => {
  const n = Number.parseInt(value.trim(), 10)
  return Number.isSafeInteger(n) && n >= 0 ? n : 0
}

/** Stores one of the channel's own elements (title, base URLs, version). */
export function setSiteField(site: WxrSite, name: string, value: string) {
  switch (name) {
    case 'title':
      site.title = value.trim()
      break
    case 'description':
      site.description = value.trim()
      break
    case 'link':
      site.link = value.trim()
      break
    case 'language':
      site.language = value.trim()
      break
    case 'wp:wxr_version':
      site.wxrVersion = value.trim()
      break
    case 'wp:base_site_url':
      site.baseSiteUrl = value.trim()
      break
    case 'wp:base_blog_url':
      site.baseBlogUrl = value.trim()
      break
  }
}

/** Stores one of an item's own elements. */
export function setItemField(item: WxrItem, name: string, value: string) {
  switch (name) {
    case 'title':
      item.title = value
      break
    case 'link':
      item.link = value.trim()
      break
    case 'dc:creator':
      item.creator = value.trim()
      break
    case 'guid':
      item.guid = value.trim()
      break
    case 'content:encoded':
      item.content = value
      break
    case 'excerpt:encoded':
      item.excerpt = value
      break
    case 'wp:post_id':
      item.id = int(value)
      break
    case 'wp:post_date':
      item.date = value.trim()
      break
    case 'wp:post_date_gmt':
      item.dateGmt = value.trim()
      break
    case 'wp:post_modified_gmt':
      item.modifiedGmt = value.trim()
      break
    case 'wp:comment_status':
      item.commentStatus = value.trim()
      break
    case 'wp:post_name':
      item.slug = value.trim()
      break
    case 'wp:status':
      item.status = value.trim()
      break
    case 'wp:post_parent':
      item.parent = int(value)
      break
    case 'wp:menu_order':
      item.menuOrder = int(value)
      break
    case 'wp:post_type':
      item.type = value.trim()
      break
    case 'wp:post_password':
      item.password = value
      break
    case 'wp:attachment_url':
      item.attachmentUrl = value.trim()
      break
  }
}

/** Stores one of a comment's elements. */
export function setComment(c: WxrComment, name: string, value: string) {
  switch (name) {
    case 'wp:comment_id':
      c.id = int(value)
      break
    case 'wp:comment_author':
      c.author = value
      break
    case 'wp:comment_author_email':
      c.authorEmail = value
      break
    case 'wp:comment_author_url':
      c.authorUrl = value
      break
    case 'wp:comment_author_IP':
      c.authorIp = value
      break
    case 'wp:comment_date':
      c.date = value
      break
    case 'wp:comment_date_gmt':
      c.dateGmt = value
      break
    case 'wp:comment_content':
      c.content = value
      break
    case 'wp:comment_approved':
      c.approved = value.trim()
      break
    case 'wp:comment_type':
      c.type = value.trim()
      break
    case 'wp:comment_parent':
      c.parent = int(value)
      break
    case 'wp:comment_user_id':
      c.userId = int(value)
      break
  }
}

/** Stores one of a category's, tag's or term's elements. */
export function setTerm(t: WxrTerm, name: string, value: string) {
  switch (name) {
    case 'wp:term_id':
      t.id = int(value)
      break
    case 'wp:term_taxonomy':
      t.taxonomy = value.trim()
      break
    case 'wp:category_nicename':
    case 'wp:tag_slug':
    case 'wp:term_slug':
      t.slug = value.trim()
      break
    case 'wp:cat_name':
    case 'wp:tag_name':
    case 'wp:term_name':
      t.name = value
      break
    case 'wp:category_parent':
    case 'wp:term_parent':
      t.parentSlug = value.trim()
      break
    case 'wp:category_description':
    case 'wp:tag_description':
    case 'wp:term_description':
      t.description = value
      break
  }
}

/** Stores one of an author's elements. */
export function setAuthor(a: WxrAuthor, name: string, value: string) {
  switch (name) {
    case 'wp:author_id':
      a.id = int(value)
      break
    case 'wp:author_login':
      a.login = value
      break
    case 'wp:author_email':
      a.email = value
      break
    case 'wp:author_display_name':
      a.displayName = value
      break
    case 'wp:author_first_name':
      a.firstName = value
      break
    case 'wp:author_last_name':
      a.lastName = value
      break
  }
}
