/**
 * `Content-Disposition: attachment` for a file name with accents (RFC 6266): an ASCII fallback for
 * old clients, the UTF-8 name in `filename*` for the rest («Galería de Ana.zip» stays itself).
 */
export function attachmentDisposition(fileName: string): string {
  let fallback = ''
  for (const char of fileName.normalize('NFC')) {
    const code = char.codePointAt(0)!
    fallback += code >= 0x20 && code < 0x7f && char !== '"' && char !== '\\' ? char : '_'
  }
  const encoded = encodeURIComponent(fileName.normalize('NFC')).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
