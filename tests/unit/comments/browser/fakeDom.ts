/**
 * Just enough of the DOM for initCommentReply, since the unit tier runs in Node without one: nodes
 * that can move, ids, data attributes, inline display, focus, and events dispatched by hand.
 */
export class FakeNode {
  parent: FakeElement | null = null
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    public text = '',
  ) {}
  get nextSibling(): FakeNode | null {
    const siblings = this.parent?.children ?? []
    return siblings[siblings.indexOf(this) + 1] ?? null
  }
  get textContent(): string {
    return this.text
  }
  set textContent(value: string) {
    this.text = value
  }
  detach() {
    if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1)
    this.parent = null
  }
  private insert(node: FakeNode, offset: number) {
    const parent = this.parent
    if (!parent) throw new Error('no parent')
    node.detach()
    parent.children.splice(parent.children.indexOf(this) + offset, 0, node)
    node.parent = parent
  }
  before(node: FakeNode) {
    this.insert(node, 0)
  }
  after(node: FakeNode) {
    this.insert(node, 1)
  }
  replaceWith(node: FakeNode) {
    this.after(node)
    this.detach()
  }
}

export class FakeElement extends FakeNode {
  children: FakeNode[] = []
  id = ''
  style = { display: '' }
  dataset: Record<string, string> = {}
  className = ''
  type = ''
  value = ''
  disabled = false
  rendered = true
  submitted = 0
  constructor(
    readonly doc: FakeDocument,
    tag: string,
  ) {
    super(1, tag.toUpperCase())
  }
  get tagName() {
    return this.nodeName
  }
  get firstChild() {
    return this.children[0] ?? null
  }
  override get textContent(): string {
    return this.children.map((c) => c.textContent).join('')
  }
  append(...nodes: FakeNode[]) {
    for (const node of nodes) {
      node.detach()
      node.parent = this
      this.children.push(node)
    }
    return this
  }
  descendants(): FakeElement[] {
    return this.children.flatMap((c) => (c instanceof FakeElement ? [c, ...c.descendants()] : []))
  }
  contains(node: FakeNode | null): boolean {
    for (let n = node; n; n = n.parent) if (n === this) return true
    return false
  }
  /** Supports the selectors the code uses: a list of `.class` and `#id`. */
  closest(selector: string): FakeElement | null {
    const parts = selector.split(',').map((s) => s.trim())
    const matches = (el: FakeElement) =>
      parts.some((p) => (p[0] === '#' ? el.id === p.slice(1) : el.className.split(' ').includes(p.slice(1))))
    for (let el: FakeElement | null = this as FakeElement; el; el = el.parent) if (matches(el)) return el
    return null
  }
  get elements() {
    return this.descendants().filter((el) => ['INPUT', 'TEXTAREA', 'BUTTON', 'SELECT'].includes(el.nodeName))
  }
  getClientRects() {
    return this.rendered && this.style.display !== 'none' ? [{}] : []
  }
  focus() {
    this.doc.activeElement = this
  }
  requestSubmit() {
    this.submitted++
  }
}

type Listener = (event: FakeEvent) => void

export interface FakeEvent {
  target: FakeElement
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
  key: string
  repeat: boolean
  isComposing: boolean
  defaultPrevented: boolean
  preventDefault(): void
}

export class FakeDocument {
  body = new FakeElement(this, 'body')
  activeElement: FakeElement | null = null
  listeners = new Map<string, Listener[]>()
  defaultView = { getComputedStyle: () => ({ visibility: 'visible' }) }

  el(
    tag: string,
    props: Partial<Pick<FakeElement, 'id' | 'className' | 'type' | 'value' | 'dataset'>> = {},
    ...children: (FakeNode | string)[]
  ) {
    const element = Object.assign(new FakeElement(this, tag), props)
    return element.append(...children.map((c) => (typeof c === 'string' ? new FakeNode(3, '#text', c) : c)))
  }
  createElement(tag: string) {
    return new FakeElement(this, tag)
  }
  getElementById(id: string) {
    return this.body.descendants().find((el) => el.id === id) ?? null
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    )
  }
  /** Dispatches to the document's listeners; returns whether the default was prevented. */
  fire(type: string, target: FakeElement, init: Partial<FakeEvent> = {}): boolean {
    const event: FakeEvent = {
      target,
      button: 0,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      key: '',
      repeat: false,
      isComposing: false,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true
      },
      ...init,
    }
    for (const listener of this.listeners.get(type) ?? []) listener(event)
    return event.defaultPrevented
  }
}
