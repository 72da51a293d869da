import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'

/** Rendered HTML parsed the way a browser reads it, with the few queries these tests need. */
export function parse(html: string) {
  const root = parseDocument(html)
  const all = (predicate: (e: Element) => boolean) => DomUtils.findAll(predicate, root.children)
  const byId = (id: string) => {
    const found = all((e) => e.attribs.id === id)
    if (found.length !== 1) throw new Error(`expected one #${id}, found ${found.length}`)
    return found[0] as Element
  }
  return {
    root,
    all,
    byId,
    tags: (name: string) => all((e) => e.name === name),
    byClass: (name: string) => all((e) => classes(e).includes(name)),
    controls: () => all((e) => ['input', 'textarea', 'select'].includes(e.name)),
  }
}

export const text = (node: Element): string => DomUtils.textContent(node)
export const classes = (node: Element): string[] => (node.attribs.class ?? '').split(/\s+/).filter(Boolean)
