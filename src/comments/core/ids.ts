/** The ids WordPress's comment form markup uses, which comment-reply.js and ours rely on. */
export const IDS = {
  title: 'reply-title',
  cancel: 'cancel-comment-reply-link',
  form: 'commentform',
  placeholder: 'wp-temp-form-div',
  parent: 'comment_parent',
  post: 'comment_post_ID',
} as const

/** The class of every comment's reply link. */
export const REPLY_LINK_CLASS = 'comment-reply-link'
