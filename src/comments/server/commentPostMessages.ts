/**
 * What the comment handler tells a visitor beyond the checks of comments/core (COMMENT_MESSAGES),
 * in the same Spanish as WordPress's es_ES where WordPress has the message.
 */
export const COMMENT_POST_MESSAGES = {
  closed: 'Lo siento, los comentarios están cerrados para esta entrada.',
  badParent: 'No se puede responder a ese comentario: no existe o es de otra entrada.',
  rateLimited: 'Has enviado demasiados comentarios seguidos. Espera unos minutos y vuelve a intentarlo.',
  tooLarge: 'El comentario es demasiado grande para enviarlo. Acórtalo y vuelve a intentarlo.',
  unreadable: 'No se ha podido leer el comentario enviado. Vuelve a la entrada e inténtalo de nuevo.',
  failed: 'No se ha podido guardar tu comentario por un error del servidor. Inténtalo de nuevo dentro de unos minutos.',
  unavailable:
    'Ahora mismo no podemos guardar comentarios. Vuelve a intentarlo dentro de un minuto; aquí tienes lo que escribiste.',
  methodNotAllowed: 'Esta dirección solo recibe comentarios enviados desde el formulario de una entrada.',
  captchaWord:
    'No hemos podido comprobar que no eres un robot. Vuelve a intentarlo; si tu navegador no usa JavaScript, escribe la palabra que se pide junto al botón de publicar.',
  badPath: 'La dirección pedida no es válida.',
  pageUnavailable: 'No se ha podido cargar la entrada. Inténtalo de nuevo dentro de unos minutos.',
} as const
