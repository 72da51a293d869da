import { validate, type FileLike, type FormDataLike, type FormValue } from '@/forms/swv'
import { getIdOption } from '@/forms/template/tagOptions'
import { messageText, type MessageOverrides } from '@/lib/cf7Messages'
import { parseTemplate } from '@/forms/template/parseTemplate'
import type { FormTag } from '@/forms/template/types'
import type { SpamReason, SpamVerdict } from '@/antispam/rules'

import { unmetAcceptances } from './acceptanceMissing'
import { afterSubmitActions, type AfterSubmitSettings } from './afterSubmitActions'
import { fieldBaseName } from './fieldBaseName'
import { feedbackResponse, type FeedbackResponse, type InvalidField } from './feedbackResponse'
import { formSchema } from './formSchema'
import type { ReceivedFile } from '@/lib/http/parseMultipart'
import { postedDataHash } from './postedDataHash'
import { submissionSummary } from './submissionSummary'
import { isDatabaseUnavailable } from '@/db/databaseUnavailable'

/** What the handler needs of a form. */
export interface FeedbackForm extends AfterSubmitSettings {
  id: number
  title: string
  template: string
  messages: MessageOverrides
  acceptanceAsValidation?: boolean | null
}

export interface FeedbackInput {
  form: FeedbackForm
  fields: readonly [string, string][]
  files: readonly ReceivedFile[]
  unitTag: string
  userAgent: string
  allowScripts: boolean
}

/** A submission that passed every check, for the store. */
export interface AcceptedSubmission {
  form: FeedbackForm
  tags: FormTag[]
  /** Field name → submitted values (free text appended), user-facing fields only. */
  values: Map<string, string[]>
  files: readonly ReceivedFile[]
  postedDataHash: string
  /** Set when the spam check caught it: stored for review, its notice held, no auto-reply. */
  spam?: { reasons: SpamReason[]; akismet?: SpamVerdict['akismet'] }
}

/** What the shared spam check needs from the contact form. */
export interface FeedbackSpamInput {
  /** The visitor's free text: the form's textareas. */
  text: string
  /** Name and e-mail as the inbox shows them, for the blocklist and Akismet. */
  author: string
  email: string
  captcha: 'ok' | 'failed'
}

export interface FeedbackDeps {
  secret: string
  /** Verifies the invisible CAPTCHA token; false means spam. */
  verifyCaptcha(token: string): Promise<boolean>
  /** The site's shared spam check (src/antispam/server/spamCheck.ts): rules, blocklist, Akismet. */
  checkSpam(input: FeedbackSpamInput): Promise<SpamVerdict>
  /** The canonical-answer hash a quiz field's hidden input must carry. */
  quizAnswerHash(canonicalAnswer: string): string
  canonicalQuizAnswer(answer: string): string
  /** A new question for each quiz of the form, sent with every answer so the page can renew it. */
  newQuiz(): Record<string, [string, string]> | undefined
  /** Stores the submission and queues its mail; throws when that cannot be done durably. */
  store(submission: AcceptedSubmission): Promise<void>
}

/** The tags whose field posts something a visitor chose or typed (not submit, counters, steps…). */
const POSTING = new Set([
  'text',
  'email',
  'tel',
  'url',
  'number',
  'range',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'quiz',
  'hidden',
])

/**
 * The values of the form's own fields, as CF7 reads them: a field the form does not have is
 * ignored (nothing of it is stored or mailed), and only checkboxes and multiple selects keep
 * several values — for any other field the last one posted counts, as PHP reads `name=a&name=b`,
 * so that `your-email[]` cannot turn one address into a list.
 */
function valuesByField(fields: readonly [string, string][], tags: readonly FormTag[]): Map<string, string[]> {
  const known = new Map<string, boolean>()
  for (const tag of tags) {
    if (tag.name === '' || !POSTING.has(tag.basetype)) continue
    const multiple =
      (tag.basetype === 'checkbox' && !tag.options.includes('exclusive')) ||
      (tag.basetype === 'select' && tag.options.includes('multiple'))
    known.set(tag.name, multiple || known.get(tag.name) === true)
  }
  const out = new Map<string, string[]>()
  for (const [key, value] of fields) {
    const name = fieldBaseName(key)
    if (key.startsWith('_') || !known.has(name)) continue
    out.set(name, known.get(name) ? [...(out.get(name) ?? []), value] : [value])
  }
  return out
}

/** CF7's free_text: the text is appended, after a space, to the last submitted value of the field. */
function applyFreeText(values: Map<string, string[]>, fields: readonly [string, string][], tags: readonly FormTag[]) {
  for (const tag of tags) {
    if (!tag.options.includes('free_text')) continue
    const text = fields.find(([k]) => k === `_wpcf7_free_text_${tag.name}`)?.[1]?.trim()
    const list = values.get(tag.name)
    const last = tag.values.at(-1)
    if (!text || !list || list.length === 0 || list.at(-1) !== last) continue
    list[list.length - 1] = `${list.at(-1)} ${text}`.trim()
  }
}

/** The free text (the form's textareas) and the sender, as the spam check reads them. */
function spamSummary(tags: readonly FormTag[], values: Map<string, string[]>): Omit<FeedbackSpamInput, 'captcha'> {
  const { name, email } = submissionSummary(tags, values)
  const text = tags
    .filter((t) => t.basetype === 'textarea' && t.name !== '')
    .map((t) => (values.get(t.name) ?? []).join(' '))
    .filter(Boolean)
    .join('\n\n')
  return { text, author: name, email }
}

/**
 * Contact Form 7's submission pipeline (reference §2.1), each step only while the outcome is
 * undecided: validation (the same SWV schema the browser used, plus quiz answers), acceptance, spam
 * (User-Agent, honeypot, CAPTCHA), then storage and mail. Every outcome is an answer, never a throw.
 */
export async function handleFeedback(input: FeedbackInput, deps: FeedbackDeps): Promise<FeedbackResponse> {
  const { form, fields, unitTag } = input
  const tags = parseTemplate(form.template).tags
  // Files posted under a name that is not one of the form's file fields are not kept (nor checked).
  const fileFields = new Set(tags.filter((t) => t.basetype === 'file' && t.name !== '').map((t) => t.name))
  const files = input.files.filter((f) => fileFields.has(f.field))
  const text = (key: Parameters<typeof messageText>[0]) => messageText(key, form.messages)
  const quiz = tags.some((t) => t.basetype === 'quiz') ? deps.newQuiz() : undefined
  const base = {
    contact_form_id: form.id,
    posted_data_hash: '',
    into: `#${unitTag}`,
    invalid_fields: [] as InvalidField[],
    ...(quiz ? { quiz } : {}),
  }
  const answer = (status: FeedbackResponse['status'], message: string, extra: Partial<typeof base> = {}) =>
    feedbackResponse({ ...base, ...extra, status, message })

  // 1. Validation: text rules and file rules on what arrived.
  const entries: [string, FormValue][] = [
    ...fields,
    ...files.map((f): [string, FileLike] => [f.field, { name: f.name, size: f.size, type: f.type }]),
  ]
  const formData: FormDataLike = { entries: () => entries }
  const errors = validate(formSchema(form.template, 'es_ES', form.messages), formData)
  const posted = new Map(fields)
  for (const tag of tags.filter((t) => t.basetype === 'quiz' && t.name !== '')) {
    const given = deps.canonicalQuizAnswer(posted.get(tag.name) ?? '')
    const expected = posted.get(`_wpcf7_quiz_answer_${tag.name}`) ?? ''
    if (!errors.has(tag.name) && deps.quizAnswerHash(given) !== expected)
      errors.set(tag.name, { error: text('quiz_answer_not_correct') })
  }
  const values = valuesByField(fields, tags)
  const unmet = unmetAcceptances(tags, values)
  if (form.acceptanceAsValidation)
    for (const name of unmet) if (!errors.has(name)) errors.set(name, { error: text('accept_terms') })
  if (errors.size > 0) {
    const invalid = [...errors].map(([field, { error }]) => {
      const id = getIdOption(tags.find((t) => t.name === field) ?? { options: [] })
      return {
        field,
        message: error,
        idref: id && !id.startsWith('wpcf7') ? id : null,
        error_id: `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]/gi, ''),
      }
    })
    return answer('validation_failed', text('validation_error'), { invalid_fields: invalid })
  }

  // 2. Acceptance.
  if (!form.acceptanceAsValidation && unmet.length > 0) return answer('acceptance_missing', text('accept_terms'))

  // 3. Spam: the shared check (CAPTCHA verdict, User-Agent, honeypot, behaviour, links, blocklist,
  // Akismet). Spam is stored for the studio to review, its notice held until released; the visitor
  // is told only CF7's spam message.
  applyFreeText(values, fields, tags)
  const hash = postedDataHash(
    deps.secret,
    [...values].map(([k, v]) => [k, v.join('\n')] as const),
  )
  const captchaOk = await deps.verifyCaptcha(posted.get('_wpcf7_recaptcha_response') ?? '')
  const summary = spamSummary(tags, values)
  const verdict = await deps.checkSpam({ ...summary, captcha: captchaOk ? 'ok' : 'failed' })
  if (verdict.spam) {
    await deps
      .store({
        form,
        tags,
        values,
        files,
        postedDataHash: hash,
        spam: { reasons: verdict.reasons, akismet: verdict.akismet },
      })
      .catch(() => {
        // The answer is `spam` either way; storeSubmission logs a failure to keep it.
      })
    return answer('spam', text('spam'))
  }

  // 4. Store the submission and queue its mail; answer mail_sent only once both are durable.
  try {
    await deps.store({ form, tags, values, files, postedDataHash: hash })
  } catch (error) {
    // The database out of reach for a moment: the route answers 503 with Retry-After instead.
    if (isDatabaseUnavailable(error)) throw error
    return answer('mail_failed', text('mail_sent_ng'), { posted_data_hash: hash })
  }
  return feedbackResponse(
    { ...base, status: 'mail_sent', message: text('mail_sent_ok'), posted_data_hash: hash },
    afterSubmitActions(form, input.allowScripts),
  )
}
