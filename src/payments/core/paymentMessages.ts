/** What visitors read about payments, in one place (Spanish, Spain). */
export const PAYMENT_MESSAGES = {
  unavailable: 'El pago en línea no está disponible en este momento; escríbenos y te ayudamos.',
  redirecting: 'Redirigiendo a la pasarela de pago…',
  paid: 'Gracias por tu pago. En cuanto nos llegue la confirmación de la pasarela te escribiremos para cerrar la reserva.',
  cancelled: 'Has cancelado el pago y no se te ha cobrado nada. Puedes intentarlo de nuevo cuando quieras.',
  notFound:
    'No hemos encontrado este botón de pago; puede que la página haya cambiado. Vuelve a cargarla e inténtalo de nuevo.',
  gatewayError: 'La pasarela de pago no ha respondido. Inténtalo de nuevo en unos minutos o escríbenos y te ayudamos.',
  networkError: 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  tooMany: 'Se han recibido demasiados intentos de pago seguidos. Espera unos minutos y vuelve a intentarlo.',
  forbiddenOrigin: 'Solo los botones de pago de este sitio pueden iniciar un pago.',
  unsupportedType: 'La petición debe enviarse como un formulario (application/x-www-form-urlencoded).',
  tooLarge: 'La petición es demasiado grande.',
} as const
