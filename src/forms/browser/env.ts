/**
 * Everything with a side effect outside the form that a test may want to replace: timers,
 * navigation, new tabs, posting a generated form and fetch.
 */
export interface BrowserEnv {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  navigate(url: string): void
  open(url: string): void
  submitForm(form: HTMLFormElement): void
  fetch(input: string, init?: RequestInit): Promise<Response>
}

/** The real browser environment of a window. */
export function browserEnv(win: Window): BrowserEnv {
  return {
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    navigate: (url) => win.location.assign(url),
    open: (url) => void win.open(url, '_blank', 'noopener'),
    submitForm: (form) => form.submit(),
    fetch: (input, init) => win.fetch(input, init),
  }
}
