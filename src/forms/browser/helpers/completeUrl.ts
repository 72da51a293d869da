/**
 * CF7's URL completion, applied on change of a `.wpcf7-validates-as-url` input: the value is
 * trimmed, and when it has no `scheme:` but contains a dot, its leading slashes give way to `http://`.
 */
export function completeUrl(value: string): string {
  const trimmed = value.trim()
  if (!trimmed || /^[a-z][a-z0-9.+-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed
  return `http://${trimmed.replace(/^\/+/, '')}`
}
