import type { RuleCheck, RuleContext } from '../types'
import { allRule } from './all'
import { anyRule } from './any'
import { dateRule } from './date'
import { dayofweekRule } from './dayofweek'
import { emailRule } from './email'
import { enumRule } from './enum'
import { fileRule } from './file'
import { maxdateRule } from './maxdate'
import { maxfilesizeRule } from './maxfilesize'
import { maxitemsRule } from './maxitems'
import { maxlengthRule } from './maxlength'
import { maxnumberRule } from './maxnumber'
import { mindateRule } from './mindate'
import { minfilesizeRule } from './minfilesize'
import { minitemsRule } from './minitems'
import { minlengthRule } from './minlength'
import { minnumberRule } from './minnumber'
import { numberRule } from './number'
import { requiredRule } from './required'
import { requiredfileRule } from './requiredfile'
import { stepnumberRule } from './stepnumber'
import { telRule } from './tel'
import { timeRule } from './time'
import { urlRule } from './url'

/**
 * Rule name → check. A Map rather than an object so that a schema's "toString" or "__proto__" can
 * never reach a prototype method: names not listed here are unknown, and unknown rules are ignored.
 */
export const rules: ReadonlyMap<string, RuleCheck> = new Map<string, RuleCheck>([
  ['required', requiredRule],
  ['requiredfile', requiredfileRule],
  ['email', emailRule],
  ['url', urlRule],
  ['tel', telRule],
  ['number', numberRule],
  ['date', dateRule],
  ['time', timeRule],
  ['file', fileRule],
  ['enum', enumRule],
  ['dayofweek', dayofweekRule],
  ['minitems', minitemsRule],
  ['maxitems', maxitemsRule],
  ['minlength', minlengthRule],
  ['maxlength', maxlengthRule],
  ['minnumber', minnumberRule],
  ['maxnumber', maxnumberRule],
  ['mindate', mindateRule],
  ['maxdate', maxdateRule],
  ['minfilesize', minfilesizeRule],
  ['maxfilesize', maxfilesizeRule],
  ['stepnumber', stepnumberRule],
  ['all', allRule],
  ['any', anyRule],
])

/** The context every check receives; composites use it to reach their sub-rules' checks. */
export const ruleContext: RuleContext = { lookup: (ruleName) => rules.get(ruleName) }
