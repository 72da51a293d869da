import { FORM_LIMITS } from '@/lib/formLimits'

import { PostRejected, type ParsedPost } from '@/lib/http/parseMultipart'

/**
 * A form without file fields posted without JavaScript arrives url-encoded. Read within the same
 * limits as multipart bodies.
 */
export async function parseUrlEncoded(request: Request): Promise<ParsedPost> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > FORM_LIMITS.maxBodyBytes)
    throw new PostRejected(413, 'wpcf7_payload_too_large', 'El envío es demasiado grande.')
  const text = await request.text()
  if (text.length > FORM_LIMITS.maxBodyBytes)
    throw new PostRejected(413, 'wpcf7_payload_too_large', 'El envío es demasiado grande.')
  const fields = [...new URLSearchParams(text)]
  if (fields.length > FORM_LIMITS.maxFields)
    throw new PostRejected(413, 'wpcf7_payload_too_large', 'Demasiados campos.')
  if (fields.some(([, v]) => v.length > FORM_LIMITS.maxFieldBytes))
    throw new PostRejected(413, 'wpcf7_payload_too_large', 'Un campo es demasiado largo.')
  return { fields, files: [], cleanup: async () => {} }
}
