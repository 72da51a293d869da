import type { AfterErrorHook } from 'payload'

import { explainErrors, type ErrorEntry, type ErrorResponse } from './explainErrors'

type FieldsError = Error & { data?: ErrorEntry['data'] }

/**
 * The error's field problems as the admin reads them (`errors[0].data.errors[]`: path and message).
 * Payload's formatErrors keeps them only for `instanceof ValidationError`, and in the production
 * build that check fails (the class the field hooks throw is another module instance than the one
 * formatErrors compares with): the admin then got a bare «El siguiente campo es inválido: Slug (URL)»
 * and marked no field. An error that carries `data.errors` is read for what it holds.
 */
function withFields(error: Error, result: ErrorResponse): ErrorResponse {
  const data = (error as FieldsError).data
  const [first] = result.errors ?? []
  if (!Array.isArray(data?.errors) || data.errors.length === 0 || !first || first.data) return result
  return {
    ...result,
    errors: [{ ...first, name: 'ValidationError', data, message: error.message }, ...(result.errors ?? []).slice(1)],
  }
}

/** Every REST error the admin receives, reworded by explainErrors (reasons, not column names; Spanish). */
export const explainErrorsHook: AfterErrorHook = ({ error, result }) => {
  if (!result) return
  return { response: explainErrors(withFields(error, result as unknown as ErrorResponse)) as never }
}
