import type { FormTag } from '@/forms/template/types'

type Part = string | FormTag

/** A template cut at its step tags. */
export interface SteppedTemplate {
  /** What comes before the first step (all of the template when it has none). */
  intro: Part[]
  steps: { tag: FormTag; parts: Part[] }[]
}

/**
 * Cuts a parsed template at each `[step]`: a step runs until the next one or the end of the form.
 * Text written as `[step "A"]text[/step]` opens the step's content.
 */
export function splitSteps(parts: readonly Part[]): SteppedTemplate {
  const template: SteppedTemplate = { intro: [], steps: [] }
  let current = template.intro
  for (const part of parts) {
    if (typeof part !== 'string' && part.basetype === 'step') {
      current = part.content === '' ? [] : [part.content]
      template.steps.push({ tag: part, parts: current })
    } else {
      current.push(part)
    }
  }
  return template
}
