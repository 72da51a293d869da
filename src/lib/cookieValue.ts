/** One cookie's value from a Cookie header, as sent ('' when absent). */
export function cookieValue(header: string, name: string): string {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return ''
}
