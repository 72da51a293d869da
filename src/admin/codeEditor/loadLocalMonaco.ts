import { loader } from '@monaco-editor/react'

import { MONACO_BASE } from './monacoBase'

let loading: Promise<void> | null = null

/**
 * Loads Monaco from this site, once, and leaves it where any copy of Monaco's loader looks first
 * (`window.monaco`). Payload's admin bundles its own copy of the loader, pointed at a CDN that the
 * admin's CSP refuses and that a studio should not depend on; it takes a Monaco already there.
 */
export function loadLocalMonaco(): Promise<void> {
  loader.config({ paths: { vs: MONACO_BASE } })
  loading ??= loader.init().then((monaco) => {
    ;(window as unknown as { monaco: unknown }).monaco = monaco
  })
  return loading
}
