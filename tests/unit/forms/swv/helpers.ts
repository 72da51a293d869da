import type { FileLike, FormDataLike, FormValue, Rule, Violation } from '@/forms/swv'
import { FormDataTree, ruleContext, rules } from '@/forms/swv'

/** A file as the validator sees it; a plain object, so the tests need no DOM or Node File. */
export const file = (name: string, size = 1, type = ''): FileLike => ({ name, size, type })

/** Posted entries in order, e.g. form(['a', 'x'], ['b[]', 'y']). */
export const form = (...entries: [string, FormValue][]): FormDataLike => ({ entries: () => entries })

/** A rule under test; `field` defaults to `f` and `error` to "<rule> failed". */
type TestRule = Omit<Rule, 'field' | 'error'> & Partial<Rule>

/** Runs one rule on field `f` holding `values` (posted as `f[]`, so none overwrites another). */
export function check(rule: TestRule, ...values: FormValue[]): Violation | undefined {
  const run = rules.get(rule.rule)
  if (!run) throw new Error(`no rule ${rule.rule}`)
  const tree = new FormDataTree(form(...values.map((value): [string, FormValue] => ['f[]', value])))
  return run({ field: 'f', error: `${rule.rule} failed`, ...rule }, tree, ruleContext)
}

/** Whether the rule passes on field `f` holding `values`. */
export const passes = (rule: TestRule, ...values: FormValue[]): boolean => check(rule, ...values) === undefined
