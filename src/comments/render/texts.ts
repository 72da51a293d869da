/**
 * What the comments say to visitors, in WordPress's Spanish (es_ES) translation where WordPress has
 * the string, so that the site reads like the blog it replaces.
 */
export const COMMENT_TEXTS = {
  says: 'dice:',
  reply: 'Responder',
  replyTo: (name: string) => `Responder a ${name}`,
  awaitingModeration:
    'Tu comentario está esperando moderación. Esta es una vista previa; tu comentario será visible después de que haya sido aprobado.',
  dateAtTime: (date: string, time: string) => `${date} a las ${time}`,
  leaveReply: 'Deja una respuesta',
  cancelReply: 'Cancelar la respuesta',
  emailNotes: 'Tu dirección de correo electrónico no será publicada.',
  requiredNotes: 'Los campos obligatorios están marcados con',
  labels: { comment: 'Comentario', author: 'Nombre', email: 'Correo electrónico', url: 'Web' },
  cookiesConsent: 'Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.',
  submit: 'Publicar el comentario',
  errorsTitle: 'No se ha podido publicar tu comentario:',
  closed: 'Los comentarios están cerrados.',
  noJsCheck: 'Sin JavaScript no podemos comprobar que no eres un robot.',
  privacy: {
    title: 'Información básica sobre protección de datos',
    controller: 'Responsable',
    purpose: ['Finalidad', 'publicar y moderar tu comentario.'],
    legitimation: ['Legitimación', 'tu consentimiento.'],
    recipients: ['Destinatarios', 'no se ceden datos a terceros, salvo obligación legal.'],
    rights: ['Derechos', 'acceder, rectificar y suprimir tus datos, y los demás que explica la política.'],
    more: 'Más información',
    policy: 'política de privacidad',
  },
} as const
