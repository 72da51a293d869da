import type { Field } from 'payload'

import { MESSAGES, type MessageKey } from '@/lib/cf7Messages'

/** When each message is shown, in the editor's words. */
const WHEN: Record<MessageKey, string> = {
  mail_sent_ok: 'El mensaje se ha enviado correctamente',
  mail_sent_ng: 'El mensaje no se ha podido enviar',
  validation_error: 'Hay campos con errores',
  spam: 'El envío parece spam',
  accept_terms: 'Falta aceptar una casilla obligatoria',
  invalid_required: 'Un campo obligatorio está vacío',
  invalid_too_long: 'El texto es más largo de lo permitido',
  invalid_too_short: 'El texto es más corto de lo permitido',
  upload_failed: 'Fallo desconocido al subir un archivo',
  upload_file_type_invalid: 'El tipo de archivo no está permitido',
  upload_file_too_large: 'El archivo es demasiado grande',
  upload_failed_php_error: 'Error del servidor al subir un archivo',
  invalid_date: 'El formato de la fecha no es válido',
  date_too_early: 'La fecha es anterior a la mínima',
  date_too_late: 'La fecha es posterior a la máxima',
  invalid_number: 'El formato del número no es válido',
  number_too_small: 'El número es menor que el mínimo',
  number_too_large: 'El número es mayor que el máximo',
  quiz_answer_not_correct: 'La respuesta al cuestionario no es correcta',
  captcha_not_match: 'El código CAPTCHA no coincide',
  invalid_email: 'La dirección de correo no es válida',
  invalid_url: 'La URL no es válida',
  invalid_tel: 'El teléfono no es válido',
  undefined_value: 'Se ha enviado un valor que no está entre las opciones',
  too_many_items: 'Hay demasiadas opciones marcadas',
}

/**
 * One text field per Contact Form 7 message, pre-filled with the Spanish default. A message left
 * empty falls back to the default when the form is used.
 */
export const messageFields: Field[] = (Object.keys(MESSAGES) as MessageKey[]).map((key) => ({
  name: key,
  label: WHEN[key],
  type: 'text',
  defaultValue: () => MESSAGES[key].es,
}))
