/**
 * The visitor-facing messages of WordPress's comment submission, in its Spanish (es_ES)
 * translation, without the "Error:" prefix that the page showing them adds.
 */
export const COMMENT_MESSAGES = {
  requireNameEmail: 'Por favor, rellena los campos obligatorios (nombre, correo electrónico).',
  requireValidEmail: 'Por favor, introduce una dirección de correo electrónico válida.',
  requireValidComment: 'Por favor, escribe un comentario.',
  authorTooLong: 'Tu nombre es demasiado largo.',
  emailTooLong: 'Tu dirección de correo electrónico es demasiado larga.',
  urlTooLong: 'Tu URL es demasiado larga.',
  commentTooLong: 'Tu comentario es demasiado largo.',
  // WordPress answers a missing or unknown post with an empty page; we say why.
  postNotFound: 'No se ha encontrado la entrada que quieres comentar.',
  duplicate: 'Comentario duplicado detectado; parece que ya has dicho eso.',
  flood: 'Estás publicando comentarios demasiado rápido. Tómatelo con calma.',
} as const
