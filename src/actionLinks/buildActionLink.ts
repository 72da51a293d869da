/** Base64 of the UTF-8 bytes, as Elementor's PHP base64_encode(wp_json_encode(…)) writes it. */
function encodeBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The href of an Elementor action link (seed §2): `#elementor-action:action={name}&settings={base64
 * JSON}`. The base64 is percent-encoded so that its `+`, `/` and `=` survive any URL parser, and
 * parseActionLink reads it back unchanged.
 */
export function buildActionLink(action: string, settings: Record<string, unknown> = {}): string {
  return `#elementor-action:action=${encodeURIComponent(action)}&settings=${encodeURIComponent(encodeBase64(JSON.stringify(settings)))}`
}
