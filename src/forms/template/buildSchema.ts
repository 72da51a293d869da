import { todayIn } from './dateOption'
import { enumRules } from './enumRules'
import { messageText, type MessageOverrides } from '@/lib/cf7Messages'
import type { SchemaRule } from './schemaRules'
import {
  choiceRules,
  dateRules,
  fileRules,
  numberRules,
  selectRules,
  textRules,
  textareaRules,
  type RuleContext,
} from './tagRules'
import type { FormTag } from './types'
import type { FormTagBaseType } from './formTagTypes'

export interface BuildSchemaOptions {
  /** The date `today` means in `min:`/`max:` of date tags (YYYY-MM-DD); today in Madrid by default. */
  today?: string
  /** The form's own texts for some messages; the Spanish defaults otherwise. */
  messages?: MessageOverrides
}

/**
 * The SWV rules CF7 6.1.6 emits for these tags, in its order. Each CF7 module adds the rules of its
 * types in turn, and modules load alphabetically: checkbox/radio, date, file, number/range, select,
 * text/email/url/tel, textarea. The enum rules come last (priority 20): checkbox/radio, then select.
 * Tags without a name produce nothing, since CF7 does not render them either.
 */
export function buildSchema(tags: readonly FormTag[], options: BuildSchemaOptions = {}): SchemaRule[] {
  const context: RuleContext = {
    today: options.today ?? todayIn(),
    error: (key) => messageText(key, options.messages),
  }
  const named = tags.filter((tag) => tag.name !== '')
  const of = (...types: FormTagBaseType[]): FormTag[] => named.filter((tag) => types.includes(tag.basetype))
  return [
    ...of('checkbox', 'radio').flatMap((tag) => choiceRules(tag, context)),
    ...of('date').flatMap((tag) => dateRules(tag, context)),
    ...of('file').flatMap((tag) => fileRules(tag, context)),
    ...of('number', 'range').flatMap((tag) => numberRules(tag, context)),
    ...of('select').flatMap((tag) => selectRules(tag, context)),
    ...of('text', 'email', 'url', 'tel').flatMap((tag) => textRules(tag, context)),
    ...of('textarea').flatMap((tag) => textareaRules(tag, context)),
    ...enumRules(of('checkbox', 'radio'), context),
    ...enumRules(of('select'), context),
  ]
}
