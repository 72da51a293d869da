import { escHtml } from '@/lib/html'

/**
 * A small page of its own, for when the article cannot be shown around the message (unknown
 * article, page unreachable, server error): the message and a way back, all escaped.
 */
export function standalonePage(
  message: string | readonly string[],
  back: string,
  status: number,
  headers: HeadersInit = {},
  heading = status >= 500 ? 'Error del servidor' : 'No se ha podido enviar el comentario',
  /** Trusted markup shown after the message (already escaped): the form holding what was typed. */
  extraHtml = '',
): Response {
  const title = heading
  const messages = typeof message === 'string' ? [message] : message
  const text =
    messages.length === 1
      ? `<p role="alert">${escHtml(messages[0] ?? '')}</p>`
      : `<ul role="alert">${messages.map((m) => `<li>${escHtml(m)}</li>`).join('')}</ul>`
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escHtml(title)}</title></head>
<body><main><h1>${escHtml(title)}</h1>${text}${extraHtml}<p><a href="${escHtml(back)}">Volver</a></p></main></body>
</html>`
  return htmlResponse(html, status, headers)
}

/** An HTML answer that no cache keeps: it carries one visitor's words or a private preview. */
export function htmlResponse(html: string, status: number, headers: HeadersInit = {}): Response {
  const out = new Headers(headers)
  out.set('Content-Type', 'text/html; charset=utf-8')
  out.set('Cache-Control', 'no-store')
  return new Response(html, { status, headers: out })
}

/**
 * What the visitor wrote, in a read-only box under an error that left no form to refill (the
 * server failed): their text is never lost, at worst copied by hand.
 */
export function keptCommentHtml(comment: string): string {
  if (!comment.trim()) return ''
  return `<p><label for="comment-kept">Tu comentario, para que no lo pierdas:</label><br><textarea id="comment-kept" rows="8" cols="60" readonly>${escHtml(comment)}</textarea></p>`
}
