/**
 * Contact Form 7's Schema-Woven Validation (SWV), the same on both sides: the browser validates on
 * change and before submit, and the server re-validates the same schema authoritatively.
 */
export { validate } from './validate'
export { rules, ruleContext } from './rules'
export { FormDataTree } from './lib/formDataTree'
export { isEmail } from '@/lib/isEmail'
export { isTel, normalizeTel } from './lib/isTel'
export { ALLOWED_URL_SCHEMES, isUrl } from './lib/isUrl'
export { SCHEMA_VERSION } from './types'
export type {
  FieldError,
  FieldValues,
  FileLike,
  FormDataLike,
  FormValue,
  Rule,
  RuleCheck,
  RuleContext,
  Schema,
  ValidateOptions,
  Violation,
} from './types'
