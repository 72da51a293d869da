import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'

import { renderContactForm, type RenderContext, type RenderOutcome } from '@/forms/render'

/** A context for form 7 on page 12, with a readable stand-in for the quiz HMAC. */
export function context(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    formId: 7,
    unitTag: 'wpcf7-f7-p12-o1',
    containerPostId: 12,
    action: '/contacto/',
    locale: 'es_ES',
    pluginVersion: '6.1.6',
    quizAnswerHash: (answer) => `hash(${answer})`,
    today: '2025-03-14',
    ...overrides,
  }
}

/** An outcome after a failed post, with what is given. */
export function outcome(overrides: Partial<RenderOutcome> = {}): RenderOutcome {
  return { status: 'validation_failed', message: '', values: {}, invalidFields: [], postedDataHash: '', ...overrides }
}

/** The rendered form, parsed the way a browser-side script would read it. */
export function renderDom(template: string, overrides: Partial<RenderContext> = {}): Dom {
  return new Dom(renderContactForm(template, context(overrides)))
}

/** A small query layer over htmlparser2's DOM, enough for the assertions of these tests. */
export class Dom {
  readonly root: ReturnType<typeof parseDocument>

  constructor(readonly html: string) {
    this.root = parseDocument(html)
  }

  all(predicate: (element: Element) => boolean, within: Element | Dom = this): Element[] {
    const scope = within instanceof Dom ? within.root.children : within.children
    return DomUtils.findAll(predicate, scope)
  }

  /** Elements by tag name and, optionally, attribute values (`class` matches one class among several). */
  find(name: string, attributes: Record<string, string> = {}, within?: Element): Element[] {
    return this.all((element) => element.name === name && matches(element, attributes), within)
  }

  one(name: string, attributes: Record<string, string> = {}, within?: Element): Element {
    const found = this.find(name, attributes, within)
    if (found.length !== 1)
      throw new Error(`expected one <${name}> ${JSON.stringify(attributes)}, found ${found.length}`)
    return found[0] as Element
  }

  /** The control named `name` (an input, select or textarea). */
  control(name: string): Element {
    const found = this.all(
      (element) => ['input', 'select', 'textarea'].includes(element.name) && element.attribs.name === name,
    )
    if (found.length !== 1) throw new Error(`expected one control named ${name}, found ${found.length}`)
    return found[0] as Element
  }

  wrap(name: string): Element {
    return this.one('span', { class: 'wpcf7-form-control-wrap', 'data-name': name })
  }

  /** The names of every input, select and textarea, in document order. */
  names(within?: Element): string[] {
    return this.all((element) => ['input', 'select', 'textarea'].includes(element.name), within ?? this).map(
      (element) => element.attribs.name ?? '',
    )
  }
}

export const text = (element: Element): string => DomUtils.textContent(element)
export const classes = (element: Element): string[] => (element.attribs.class ?? '').split(' ').filter(Boolean)

function matches(element: Element, attributes: Record<string, string>): boolean {
  return Object.entries(attributes).every(([name, value]) =>
    name === 'class' ? classes(element).includes(value) : element.attribs[name] === value,
  )
}

/** The form's body: what the template became, between the hidden fields and the final response output. */
export function renderBody(template: string, overrides: Partial<RenderContext> = {}): string {
  const html = renderContactForm(template, context(overrides))
  const start = html.indexOf('</fieldset>\n') + '</fieldset>\n'.length
  const end = html.lastIndexOf('<div class="wpcf7-response-output"')
  return html.slice(start, end === -1 ? undefined : end)
}

/** The markup of a template that is a single tag, without the paragraph around it. */
export function renderOne(template: string, overrides: Partial<RenderContext> = {}): string {
  const body = renderBody(template, overrides)
  return body.startsWith('<p>') && body.endsWith('</p>\n') ? body.slice('<p>'.length, -'</p>\n'.length) : body
}
