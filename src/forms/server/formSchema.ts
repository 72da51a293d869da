import { SCHEMA_VERSION, type Schema } from '@/forms/swv'
import { buildSchema } from '@/forms/template/buildSchema'
import { parseTemplate } from '@/forms/template/parseTemplate'

/** The validation schema of a form template, as Contact Form 7's schema endpoint returns it. */
export function formSchema(template: string, locale = 'es_ES'): Schema {
  return { version: SCHEMA_VERSION, locale, rules: buildSchema(parseTemplate(template).tags) }
}
