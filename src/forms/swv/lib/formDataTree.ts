import type { FieldValues, FormDataLike, FormValue } from '../types'
import { isFileLike } from './values'

// A key is a base name, then optional `[]`, `[3]` or `[sub]` segments; anything after is ignored
// (CF7 6.1.6 only anchors the start). Keys that do not start with a letter, such as `_wpcf7`, are
// ignored.
const KEY = /^([a-z][-a-z0-9_:]*)((?:\[(?:[a-z][-a-z0-9_:]*|[0-9]*)\])*)/i
const SEGMENT = /\[([a-z][-a-z0-9_:]*|[0-9]*)\]/gi

type Node = FormValue | Branch

/** A `name[...]` level: `[]` appends after the largest index so far, like a JS array push. */
class Branch {
  readonly children = new Map<string | number, Node>()
  private nextIndex = 0

  set(segment: string, node: Node): void {
    if (segment === '') {
      this.children.set(this.nextIndex++, node)
    } else if (/^[0-9]+$/.test(segment)) {
      const index = Number(segment)
      this.nextIndex = Math.max(this.nextIndex, index + 1)
      this.children.set(index, node)
    } else {
      this.children.set(segment, node)
    }
  }

  child(segment: string): Node | undefined {
    return this.children.get(/^[0-9]+$/.test(segment) ? Number(segment) : segment)
  }
}

/**
 * The posted data as CF7's FormDataTree sees it. A plain key posted twice keeps only its last value
 * (CF7 6.1.6); `getAll(field)` flattens every leaf under the base name and drops empty strings.
 */
export class FormDataTree implements FieldValues {
  private readonly root = new Branch()

  constructor(formData: FormDataLike) {
    for (const [key, value] of formData.entries()) {
      const match = KEY.exec(key)
      // A browser posts an empty file input as a nameless zero-byte file; CF7's front end sends
      // nothing for it (and PHP sees no upload), so it is dropped to keep server and browser alike.
      if (!match?.[1] || (isFileLike(value) && value.name === '' && value.size === 0)) continue
      const segments = [...(match[2] ?? '').matchAll(SEGMENT)].map((m) => m[1] ?? '')
      this.insert([match[1], ...segments], value)
    }
  }

  private insert(path: string[], value: FormValue): void {
    let branch = this.root
    for (const segment of path.slice(0, -1)) {
      const existing = branch.child(segment)
      if (existing instanceof Branch) {
        branch = existing
      } else {
        const created = new Branch()
        branch.set(segment, created)
        branch = created
      }
    }
    branch.set(path[path.length - 1] ?? '', value)
  }

  getAll(field: string): FormValue[] {
    const node = this.root.child(field)
    return node === undefined ? [] : flatten(node)
  }
}

const flatten = (node: Node): FormValue[] =>
  node instanceof Branch ? [...node.children.values()].flatMap(flatten) : node === '' ? [] : [node]
