/**
 * What a rich-text editor has itself reported to the admin's form, to tell an echo from a change.
 *
 * Payload's autosave sends the form and merges the server's copy back into it; a field the editor
 * has not yet reported (Lexical reports when the browser is idle, up to half a second late) or that
 * is no longer the "last modified" one takes the server's value, which is what the editor held when
 * the request left. Lexical re-mounts whenever that value differs from its last report (even `null`
 * against `undefined`), and the re-mounted editor drops what was typed since and the focus. An echo
 * of something the editor itself held a moment ago is never news: it must not reach the editor.
 * Pure: no React, no Payload.
 */

/** How long a value the editor held may still come back from a save under way. */
export const ECHO_WINDOW_MS = 60_000

const MAX_REMEMBERED = 200

type Remembered = { key: string; at: number }

export type EditorEchoes = {
  /** Records a value the editor holds (at mount) or has reported. */
  held(value: unknown, now?: number): void
  /** True when `value` is one the editor held within the window: an echo, not a change from elsewhere. */
  isEcho(value: unknown, now?: number): boolean
  /** The last value the editor reported or was given. */
  latest(): unknown
  /** Forgets everything but `value`: a change from elsewhere (a restored version) became the editor's content. */
  reset(value: unknown, now?: number): void
}

export function editorEchoes(initial: unknown, now = Date.now()): EditorEchoes {
  let remembered: Remembered[] = []
  let last: unknown = initial
  const held = (value: unknown, at = Date.now()) => {
    last = value
    const key = contentKey(value)
    remembered = remembered.filter((r) => r.key !== key)
    remembered.push({ key, at })
    if (remembered.length > MAX_REMEMBERED) remembered.shift()
  }
  held(initial, now)
  return {
    held,
    isEcho(value, at = Date.now()) {
      const key = contentKey(value)
      return remembered.some((r) => r.key === key && at - r.at <= ECHO_WINDOW_MS)
    },
    latest: () => last,
    reset(value, at = Date.now()) {
      remembered = []
      held(value, at)
    },
  }
}

/**
 * The content of a Lexical state as a string that does not depend on key order (PostgreSQL's jsonb
 * reorders keys) and that is the same for every empty editor: nothing, `null`, a root without
 * children and a root holding one empty paragraph.
 */
export function contentKey(value: unknown): string {
  if (isEmptyState(value)) return ''
  return stableStringify(value)
}

export function sameContent(a: unknown, b: unknown): boolean {
  return contentKey(a) === contentKey(b)
}

function isEmptyState(value: unknown): boolean {
  if (value == null) return true
  if (typeof value !== 'object') return false
  const root = (value as { root?: { children?: unknown[] } }).root
  if (!root || !Array.isArray(root.children)) return false
  if (root.children.length === 0) return true
  if (root.children.length > 1) return false
  const only = root.children[0] as { type?: unknown; children?: unknown[] } | null
  return Boolean(only && only.type === 'paragraph' && Array.isArray(only.children) && only.children.length === 0)
}

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined'
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`
}
