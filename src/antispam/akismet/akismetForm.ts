import { LANGUAGE } from '@/lib/constants'

import type { AkismetComment } from './types'

/**
 * The form-encoded body of comment-check, submit-spam and submit-ham. The key travels in the body
 * as well as in the host name, as Akismet's current documentation asks. Empty values are left
 * out: Akismet treats a missing field better than a blank one.
 */
export function akismetForm(
  comment: AkismetComment,
  { apiKey, blog }: { apiKey: string; blog: string },
): URLSearchParams {
  const form = new URLSearchParams()
  const fields: Record<string, string | undefined> = {
    ...comment.extra,
    api_key: apiKey,
    blog,
    user_ip: comment.userIp,
    user_agent: comment.userAgent,
    referrer: comment.referrer,
    permalink: comment.permalink,
    comment_type: comment.type,
    comment_author: comment.author,
    comment_author_email: comment.authorEmail,
    comment_author_url: comment.authorUrl,
    comment_content: comment.content,
    blog_lang: LANGUAGE,
    blog_charset: 'UTF-8',
  }
  for (const [name, value] of Object.entries(fields)) if (value) form.set(name, value)
  return form
}
