import type { StudioFacts } from '@/forms/template/studioTagKinds'

/**
 * What a post made without JavaScript left for the form that sent it, so that the page shown next
 * carries CF7's server-side status: the message, the values to show again and the field errors.
 */
export interface RenderOutcome {
  /** The REST API status: `validation_failed`, `mail_sent`, `spam`, … */
  status: string
  message: string
  /** The posted values by field name (without `[]`), to fill the fields in again. */
  values: Record<string, string[]>
  invalidFields: { field: string; message: string }[]
  postedDataHash: string
}

/** Everything the renderer needs besides the template; the server supplies it per form on a page. */
export interface RenderContext {
  formId: number
  /** `wpcf7-f{id}-p{post}-o{n}`, see unitTagFor. */
  unitTag: string
  /** The page that holds the form, 0 outside one. */
  containerPostId: number
  /** The page's URL; the form posts back to it, at its own anchor. */
  action: string
  /** WordPress-style locale, `es_ES`. */
  locale: string
  pluginVersion: string
  /** Picks the quiz question; Math.random by default. */
  random?: () => number
  /** Keyed hash of a canonical quiz answer (an HMAC), so the page never carries the answer. */
  quizAnswerHash: (canonicalAnswer: string) => string
  outcome?: RenderOutcome
  /** The date `today` means in date options (YYYY-MM-DD); today in Madrid by default. */
  today?: string
  /**
   * The form's `acceptance_as_validation: on` setting: the form then carries
   * `wpcf7-acceptance-as-validation`, which tells CF7's script not to disable the submit button
   * while a consent box is unchecked (the server reports it as a field error instead).
   */
  acceptanceAsValidation?: boolean
  /** The studio's details that `[studio …]` tags write (Ajustes del sitio); absent in a preview that has none. */
  studio?: StudioFacts
  /** The page's query parameters, read by `default:get`. */
  query?: Record<string, string | readonly string[] | undefined>
}
