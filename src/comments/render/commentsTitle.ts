import { LOCALE } from '@/lib/constants'

const count = new Intl.NumberFormat(LOCALE)

/** The comments' heading, as WordPress's themes word it in Spanish: «Un comentario en «Título»», «3 comentarios en «Título»». */
export function commentsTitle(total: number, postTitle: string): string {
  return total === 1 ? `Un comentario en «${postTitle}»` : `${count.format(total)} comentarios en «${postTitle}»`
}

/** The count beside an article's date, as comments_popup_link() says it: «Sin comentarios», «1 comentario», «3 comentarios». */
export function commentCountText(total: number): string {
  if (total === 0) return 'Sin comentarios'
  return total === 1 ? '1 comentario' : `${count.format(total)} comentarios`
}
