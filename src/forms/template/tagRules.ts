import { acceptFromFileTypes } from './fileTypes'
import { resolveDateOption } from './dateOption'
import type { MessageKey } from '@/lib/cf7Messages'
import { RULE_MESSAGE_KEYS, type EmittedRuleName, type SchemaRule } from './schemaRules'
import {
  OPTION_PATTERNS,
  getLimitOption,
  getMaxlengthOption,
  getMinlengthOption,
  getOption,
  getOptions,
  hasOption,
} from './tagOptions'
import type { FormTagBaseType } from './formTagTypes'
import type { FormTag } from './types'

/** What the per-type builders need besides the tag. */
export interface RuleContext {
  /** YYYY-MM-DD that `today` in a date option stands for. */
  today: string
  error: (key: MessageKey) => string
}

/** A rule with its properties in CF7's order: rule, field, extras, error. */
export function createRule(
  rule: EmittedRuleName,
  field: string,
  context: RuleContext,
  extra: Pick<SchemaRule, 'threshold' | 'accept'> = {},
): SchemaRule {
  return { rule, field, ...extra, error: context.error(RULE_MESSAGE_KEYS[rule]) }
}

const when = (condition: boolean, rule: () => SchemaRule): SchemaRule[] => (condition ? [rule()] : [])

function lengthRules(tag: FormTag, context: RuleContext, defaultMax: string): SchemaRule[] {
  const min = getMinlengthOption(tag)
  const max = getMaxlengthOption(tag, defaultMax)
  // Contradictory limits: CF7 drops both (the default maximum counts) rather than make the field
  // impossible to fill.
  if (min !== undefined && max !== undefined && Number(max) < Number(min)) return []
  return [
    ...when(min !== undefined, () => createRule('minlength', tag.name, context, { threshold: Number(min) })),
    ...when(max !== undefined, () => createRule('maxlength', tag.name, context, { threshold: Number(max) })),
  ]
}

const requiredRule = (tag: FormTag, context: RuleContext): SchemaRule[] =>
  when(tag.required, () => createRule('required', tag.name, context))

const FORMAT_RULES: Partial<Record<FormTagBaseType, EmittedRuleName>> = { email: 'email', url: 'url', tel: 'tel' }

/** text, email, url, tel: required, the format rule of the basetype, minlength, maxlength (400). */
export function textRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  const format = FORMAT_RULES[tag.basetype]
  return [
    ...requiredRule(tag, context),
    ...(format ? [createRule(format, tag.name, context)] : []),
    ...lengthRules(tag, context, '400'),
  ]
}

/** textarea: required, minlength, maxlength (2000). */
export function textareaRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  return [...requiredRule(tag, context), ...lengthRules(tag, context, '2000')]
}

/** number and range: required, number, minnumber/maxnumber (a range defaults to 0–100). */
export function numberRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  const isRange = tag.basetype === 'range'
  const min = getOption(tag, 'min', OPTION_PATTERNS.signedNum) ?? (isRange ? '0' : undefined)
  const max = getOption(tag, 'max', OPTION_PATTERNS.signedNum) ?? (isRange ? '100' : undefined)
  return [
    ...requiredRule(tag, context),
    createRule('number', tag.name, context),
    ...when(min !== undefined, () => createRule('minnumber', tag.name, context, { threshold: min })),
    ...when(max !== undefined, () => createRule('maxnumber', tag.name, context, { threshold: max })),
  ]
}

/** date: required, date, mindate/maxdate from `min:`/`max:` (dates or `today`-relative). */
export function dateRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  const resolve = (name: string): string | undefined => {
    const option = getOption(tag, name)
    return option === undefined ? undefined : resolveDateOption(option, context.today)
  }
  const min = resolve('min')
  const max = resolve('max')
  return [
    ...requiredRule(tag, context),
    createRule('date', tag.name, context),
    ...when(min !== undefined, () => createRule('mindate', tag.name, context, { threshold: min })),
    ...when(max !== undefined, () => createRule('maxdate', tag.name, context, { threshold: max })),
  ]
}

/** file: requiredfile, file (accepted types), maxfilesize (limit, 1 MB by default). */
export function fileRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  return [
    ...when(tag.required, () => createRule('requiredfile', tag.name, context)),
    createRule('file', tag.name, context, { accept: acceptFromFileTypes(getOptions(tag, 'filetypes')) }),
    createRule('maxfilesize', tag.name, context, { threshold: getLimitOption(tag) }),
  ]
}

/** checkbox and radio: required when starred or a radio; maxitems 1 for exclusive checkboxes. */
export function choiceRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  return [
    ...when(tag.required || tag.basetype === 'radio', () => createRule('required', tag.name, context)),
    ...when(tag.basetype === 'checkbox' && hasOption(tag, 'exclusive'), () =>
      createRule('maxitems', tag.name, context, { threshold: 1 }),
    ),
  ]
}

/** select: required when starred (its enum comes later, with the others). */
export function selectRules(tag: FormTag, context: RuleContext): SchemaRule[] {
  return requiredRule(tag, context)
}
