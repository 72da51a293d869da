import type { MailDraft } from '@/mail/outboxMessage'

export interface CommentNoticeInput {
  comment: {
    id: number
    status: 'approved' | 'pending'
    author: string
    email: string
    url: string
    content: string
    ip: string
  }
  post: { title: string; slug: string }
  studioName: string
  siteUrl: string
  to: string
}

// A header line must not carry a second header: the title and names are the studio's and visitors' text.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim()

/**
 * The studio's notice of a new comment, as WordPress's wp_notify_moderator() and
 * wp_notify_postauthor() write it (in Spanish, plain text): who wrote it, from where, the text, and
 * the links to read it on the article and to moderate it in the admin. From the site's own
 * no-reply address, as Payload's mail is, so one SPF/DKIM setup covers both; a reply goes to the
 * commenter.
 */
export function commentNotice({ comment, post, studioName, siteUrl, to }: CommentNoticeInput): MailDraft {
  const title = oneLine(post.title)
  const studio = oneLine(studioName)
  const domain = new URL(siteUrl).hostname
  const held = comment.status === 'pending'
  const article = `${siteUrl}/${post.slug}/#comment-${comment.id}`
  const text = [
    held
      ? `Un nuevo comentario en la entrada «${title}» está esperando tu aprobación.`
      : `Nuevo comentario en tu entrada «${title}».`,
    article,
    '',
    `Autor: ${comment.author} (IP: ${comment.ip || 'desconocida'})`,
    `Correo electrónico: ${comment.email}`,
    `Web: ${comment.url || '(ninguna)'}`,
    'Comentario:',
    comment.content,
    '',
    `${held ? 'Apruébalo, márcalo como spam o bórralo' : 'Gestiónalo'} en el panel: ${siteUrl}/admin/collections/comments/${comment.id}`,
  ].join('\n')
  return {
    to: [to],
    from: `"${studio.replace(/["\\]/g, '')}" <no-responder@${domain}>`,
    ...(comment.email ? { replyTo: comment.email } : {}),
    subject: held
      ? `[${studio}] Comentario pendiente de moderación: «${title}»`
      : `[${studio}] Nuevo comentario en «${title}»`,
    text,
    source: { kind: 'comment', id: comment.id },
  }
}
