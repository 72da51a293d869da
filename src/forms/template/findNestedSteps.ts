import type { TemplateToken } from './scanTemplate'
import { quoteTag, type TemplateProblem } from './templateProblem'

// Elements with no end tag, and elements whose end tag HTML lets an editor leave out: neither is
// tracked, so that an unclosed <p> before a step is no false alarm.
const UNTRACKED = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
])
const ELEMENT = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g

/**
 * Finds `[step]` tags written inside an HTML element (`<div>[step "A"] …</div>`). A form is split
 * into steps at each step tag, so a step opened inside an element would cut that element in two.
 */
export function findNestedSteps(tokens: readonly TemplateToken[]): TemplateProblem[] {
  const problems: TemplateProblem[] = []
  const open: string[] = []
  for (const token of tokens) {
    if (token.kind === 'text') track(token.text, open)
    if (token.kind !== 'tag' || token.tag.basetype !== 'step' || open.length === 0) continue
    const element = `<${open.at(-1) ?? ''}>`
    problems.push({
      code: 'step-inside-element',
      message: `La etiqueta ${quoteTag(token.tag.source)} está dentro de un elemento ${element} que sigue abierto; cada paso tiene que empezar fuera de cualquier elemento HTML, así que cierra el ${element} antes del paso.`,
      tag: token.tag.source,
      index: token.tag.index,
    })
  }
  return problems
}

function track(text: string, open: string[]): void {
  for (const [, slash = '', rawName, selfClosing = ''] of text.matchAll(ELEMENT)) {
    const name = rawName?.toLowerCase()
    if (name === undefined || UNTRACKED.has(name) || selfClosing !== '') continue
    if (slash === '') {
      open.push(name)
      continue
    }
    const at = open.lastIndexOf(name)
    if (at !== -1) open.length = at
  }
}
