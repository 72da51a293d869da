import { type PayloadRequest, ValidationError } from 'payload'

/**
 * An error a hook throws about one field: the admin marks that field with `message` (Payload maps
 * `errors[].path` onto the form) and its toast says the same reason, not «El siguiente campo es
 * inválido: status».
 */
export function fieldError(
  req: PayloadRequest,
  path: string,
  message: string,
  where: { collection?: string; global?: string } = {},
): ValidationError {
  const error = new ValidationError({ ...where, errors: [{ path, message }] }, req.t)
  error.message = message
  return error
}
