/** One item of `invalid_fields`, as CF7 answers it. */
export interface InvalidField {
  field: string
  message: string
  idref: string | null
  error_id: string
}

/** Extra keys of the post-submit actions (seed §3); present only on `mail_sent`. */
export interface AfterSubmitResponse {
  popup?: { 'popup-template': string; 'template-name': string }[]
  redirect?: {
    redirect_url: string
    type: 'redirect' | 'new_tab'
    delay: number
    form: { action: string; method: 'get' | 'post'; fields: { name: string; value: string }[] } | null
  }[]
  redirect_to_paypal?: string
  FireScript?: { script: string; delay_redirect: number }
  api_url_request?: { url: string; method: 'GET' }
}

export type FeedbackStatus =
  'mail_sent' | 'mail_failed' | 'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted'

export interface FeedbackResponse extends AfterSubmitResponse {
  contact_form_id: number
  status: FeedbackStatus
  message: string
  posted_data_hash: string
  into: string
  invalid_fields: InvalidField[]
  quiz?: Record<string, [string, string]>
}

/**
 * The response body in CF7's key order: contact_form_id, status, message, then invalid_fields
 * before posted_data_hash on a validation failure and after `into` otherwise, then extras.
 */
export function feedbackResponse(
  base: Omit<FeedbackResponse, keyof AfterSubmitResponse>,
  extras: AfterSubmitResponse = {},
): FeedbackResponse {
  const { contact_form_id, status, message, posted_data_hash, into, invalid_fields, quiz } = base
  const head = { contact_form_id, status, message }
  const body =
    status === 'validation_failed'
      ? { ...head, invalid_fields, posted_data_hash, into }
      : { ...head, posted_data_hash, into, invalid_fields }
  return { ...body, ...(quiz ? { quiz } : {}), ...extras }
}
