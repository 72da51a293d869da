import { checkCounters } from './checkCounters'
import { checkTag } from './checkTag'
import { todayIn } from './dateOption'
import { explainRejectedTag } from './explainRejectedTag'
import { findDuplicates } from './findDuplicates'
import { findNestedSteps } from './findNestedSteps'
import { findUnknownTags } from './findUnknownTags'
import { scanTemplate } from './scanTemplate'
import type { TemplateProblem } from './templateProblem'
import type { FormTag } from './types'

export interface CheckTemplateOptions {
  /** The date `today` means in date limits (YYYY-MM-DD); today in Madrid by default. */
  today?: string
}

/**
 * Lists what is wrong with a form template, in Spanish for the admin, in template order: tags CF7
 * would show as text (unknown types, bad names, broken syntax), fields without a name or with a
 * repeated one, malformed options, quizzes without answers, counters without a field, steps inside
 * an element and the like. Never throws.
 */
export function checkTemplate(template: string, options: CheckTemplateOptions = {}): TemplateProblem[] {
  const today = options.today ?? todayIn()
  const problems: TemplateProblem[] = []
  const tags: FormTag[] = []
  const tokens = scanTemplate(template)
  for (const token of tokens) {
    if (token.kind === 'rejected') {
      problems.push({ ...explainRejectedTag(token), tag: token.source, index: token.start })
    } else if (token.kind === 'text') {
      problems.push(...findUnknownTags(token.text, token.start))
    } else if (token.kind === 'tag') {
      const { tag } = token
      tags.push(tag)
      checkTag(tag, today, (code, message) => problems.push({ code, message, tag: tag.source, index: tag.index }))
    }
  }
  problems.push(...findDuplicates(tags), ...checkCounters(tags), ...findNestedSteps(tokens))
  // Array.prototype.sort is stable, so the problems of one tag keep their order.
  return problems.sort((a, b) => a.index - b.index)
}
