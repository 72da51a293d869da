/**
 * CF7's validation and status messages, by key. English is CF7 6.1.6's default; Spanish is the
 * es_ES text of the reference (section 5), the wording CF7 stores in a form's `_messages` when it is
 * created on a Spanish site. `undefined_value` and `too_many_items` have no key in CF7 (it passes
 * the English text through the form's message filter); the names and the Spanish are ours.
 */
export const MESSAGES = {
  mail_sent_ok: {
    en: 'Thank you for your message. It has been sent.',
    es: 'Gracias por tu mensaje. Ha sido enviado.',
  },
  mail_sent_ng: {
    en: 'There was an error trying to send your message. Please try again later.',
    es: 'Hubo un error intentando enviar tu mensaje. Por favor inténtalo de nuevo más tarde.',
  },
  validation_error: {
    en: 'One or more fields have an error. Please check and try again.',
    es: 'Uno o más campos tienen un error. Por favor revisa e inténtalo de nuevo.',
  },
  spam: {
    en: 'There was an error trying to send your message. Please try again later.',
    es: 'Hubo un error intentando enviar tu mensaje. Por favor inténtalo de nuevo más tarde.',
  },
  accept_terms: {
    en: 'You must accept the terms and conditions before sending your message.',
    es: 'Debes aceptar los términos y condiciones antes de enviar tu mensaje.',
  },
  invalid_required: { en: 'Please fill out this field.', es: 'El campo es obligatorio.' },
  invalid_too_long: { en: 'This field has a too long input.', es: 'El campo es demasiado largo.' },
  invalid_too_short: { en: 'This field has a too short input.', es: 'El campo es demasiado corto.' },
  upload_failed: {
    en: 'There was an unknown error uploading the file.',
    es: 'Hubo un error desconocido subiendo el archivo.',
  },
  upload_file_type_invalid: {
    en: 'You are not allowed to upload files of this type.',
    es: 'No tienes permisos para subir archivos de este tipo.',
  },
  upload_file_too_large: { en: 'The uploaded file is too large.', es: 'El archivo es demasiado grande.' },
  upload_failed_php_error: {
    en: 'There was an error uploading the file.',
    es: 'Se ha producido un error subiendo la imagen',
  },
  invalid_date: { en: 'Please enter a date in YYYY-MM-DD format.', es: 'El formato de fecha es incorrecto.' },
  date_too_early: {
    en: 'This field has a too early date.',
    es: 'La fecha es anterior a la más temprana permitida.',
  },
  date_too_late: {
    en: 'This field has a too late date.',
    es: 'La fecha es posterior a la más tardía permitida.',
  },
  invalid_number: { en: 'Please enter a number.', es: 'El formato de número no es válido.' },
  number_too_small: {
    en: 'This field has a too small number.',
    es: 'El número es menor que el mínimo permitido.',
  },
  number_too_large: {
    en: 'This field has a too large number.',
    es: 'El número es mayor que el máximo permitido.',
  },
  quiz_answer_not_correct: {
    en: 'The answer to the quiz is incorrect.',
    es: 'La respuesta al cuestionario no es correcta.',
  },
  captcha_not_match: { en: 'Your entered code is incorrect.', es: 'El código introducido es incorrecto.' },
  invalid_email: {
    en: 'Please enter an email address.',
    es: 'La dirección de correo electrónico que has introducido no es válida.',
  },
  invalid_url: { en: 'Please enter a URL.', es: 'La URL no es válida.' },
  invalid_tel: { en: 'Please enter a telephone number.', es: 'El número de teléfono no es válido.' },
  undefined_value: {
    en: 'Undefined value was submitted through this field.',
    es: 'Se ha enviado un valor no previsto en este campo.',
  },
  too_many_items: { en: 'Too many items are selected.', es: 'Hay demasiadas opciones seleccionadas.' },
} as const satisfies Record<string, { en: string; es: string }>

export type MessageKey = keyof typeof MESSAGES

/** Per-form replacements for the default texts, like the messages a CF7 form stores. */
export type MessageOverrides = Partial<Record<MessageKey, string>>

/** The text for `key`: the override when given, otherwise the Spanish default. */
export function messageText(key: MessageKey, overrides: MessageOverrides = {}): string {
  return overrides[key] ?? MESSAGES[key].es
}
