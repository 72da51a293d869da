/** Settles as `promise` does, or rejects after `ms` with an Error that names the timeout. */
export function withTimeout<T>(promise: Promise<T>, ms: number, name: 'anchor' | 'execute'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`CAPTCHA: tiempo de espera agotado (${name}, ${ms} ms)`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}
