/**
 * Why a file's upload failed, in the studio's Spanish, from the server's last answer (its status
 * and text; our server's refusals are already Spanish sentences) or from none at all (the
 * connection went and did not come back after the retries).
 */
export function uploadErrorReason(answer: { status: number; body: string } | null): string {
  if (!answer || answer.status === 0)
    return 'Se perdió la conexión y no volvió tras varios intentos. Pulsa «Reintentar» para seguir donde se quedó.'
  if (answer.status === 401 || answer.status === 403)
    return 'La sesión ha caducado: vuelve a iniciar sesión en el panel y pulsa «Reintentar».'
  const body = answer.body.trim()
  // A short plain sentence is the server's own reason; anything else (a proxy's HTML page) is not shown.
  if (body && body.length <= 300 && !body.includes('<')) return body
  if (answer.status === 413) return 'El servidor ha rechazado el archivo por su tamaño.'
  return answer.status >= 500
    ? `El servidor no pudo recibir la foto (error ${answer.status}). Pulsa «Reintentar» más tarde.`
    : `El servidor ha rechazado la foto (error ${answer.status}).`
}
