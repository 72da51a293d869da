const loads = new Map<string, Promise<void>>()

/** Adds a third-party script once; later calls share the first load, and a failed load can be retried. */
export function loadScript(src: string): Promise<void> {
  let load = loads.get(src)
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loads.delete(src)
        script.remove()
        reject(new Error(`CAPTCHA: no se pudo cargar ${src}`))
      }
      document.head.append(script)
    })
    loads.set(src, load)
  }
  return load
}

/** The script address with one query parameter set, resolved against the page. */
export function scriptAddress(base: string, name: string, value: string): string {
  const url = new URL(base, globalThis.location?.href)
  url.searchParams.set(name, value)
  return url.href
}
