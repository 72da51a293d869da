import { MESSAGES, type MessageKey } from '@/lib/cf7Messages'

/**
 * CF7's English defaults before 5.4–5.6 reworded them (still in every form created then, as its
 * `_messages` keeps the text of its creation); the current ones are MESSAGES' `en`.
 */
const EARLIER_ENGLISH: Partial<Record<MessageKey, string>> = {
  invalid_required: 'The field is required.',
  invalid_too_long: 'The field is too long.',
  invalid_too_short: 'The field is too short.',
  invalid_date: 'The date format is incorrect.',
  date_too_early: 'The date is before the earliest one allowed.',
  date_too_late: 'The date is after the latest one allowed.',
  upload_file_too_large: 'The file is too big.',
  invalid_number: 'The number format is invalid.',
  number_too_small: 'The number is smaller than the minimum allowed.',
  number_too_large: 'The number is larger than the maximum allowed.',
  invalid_email: 'The e-mail address entered is invalid.',
  invalid_url: 'The URL is invalid.',
  invalid_tel: 'The telephone number is invalid.',
}

/**
 * CF7's own Spanish text for one of its messages when the form holds CF7's stock English for it
 * (a Spanish site whose forms were made before its language pack, or copied from an English
 * one); null when the studio wrote its own message, which is kept as written.
 */
export function spanishStockMessage(key: MessageKey, value: string): string | null {
  const text = value.trim()
  return text === MESSAGES[key].en || text === EARLIER_ENGLISH[key] ? MESSAGES[key].es : null
}
