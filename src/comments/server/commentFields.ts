import { absint } from './absint'

/** What the comment form posts, read as WordPress's wp-comments-post.php reads $_POST. */
export interface CommentFields {
  postId: number
  parent: number
  author: string
  email: string
  url: string
  comment: string
  /** The "save my name…" box: WordPress counts the field's presence, whatever its value. */
  consent: boolean
  /** The behavioural fields (`ak_*`) as posted, for the admin and for Akismet's later reports. */
  signals: Record<string, string>
}

/** Reads the form's fields; a repeated field keeps its last value, as PHP's $_POST does. */
export function commentFields(fields: readonly (readonly [string, string])[], prefix: string): CommentFields {
  const last = new Map<string, string>()
  const signals: Record<string, string> = Object.create(null)
  for (const [name, value] of fields) {
    last.set(name, value)
    if (name.startsWith(prefix)) signals[name] = value
  }
  const text = (name: string) => last.get(name) ?? ''
  return {
    postId: absint(last.get('comment_post_ID')),
    parent: absint(last.get('comment_parent')),
    author: text('author'),
    email: text('email'),
    url: text('url'),
    comment: text('comment'),
    consent: last.has('wp-comment-cookies-consent'),
    signals: { ...signals },
  }
}
