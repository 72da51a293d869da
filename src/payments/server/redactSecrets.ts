/** Masks anything shaped like a Stripe key, so that no log line or answer ever carries one. */
export function redactSecrets(text: string): string {
  return text.replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9]+/g, '$1_$2_…')
}
