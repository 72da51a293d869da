import { SCHEMA_VERSION, type Schema } from '@/forms/swv'
import { buildSchema } from '@/forms/template/buildSchema'
import type { MessageOverrides } from '@/lib/cf7Messages'
import { parseTemplate } from '@/forms/template/parseTemplate'

/** The validation schema of a form template, as Contact Form 7's schema endpoint returns it. */
export function formSchema(template: string, locale = 'es_ES', messages?: MessageOverrides): Schema {
  return { version: SCHEMA_VERSION, locale, rules: buildSchema(parseTemplate(template).tags, { messages }) }
}

/** A form's stored messages without the blanks, which fall back to the defaults. */
export function messageOverrides(stored: Record<string, unknown> | null | undefined): MessageOverrides {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(stored ?? {}))
    if (typeof value === 'string' && value.trim()) out[key] = value
  return out as MessageOverrides
}
