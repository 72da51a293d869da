/** What the admin’s buttons (moderation, galleries) get back from one of our endpoints. */
export type JsonResult<T> = { ok: true; data: T } | { ok: false; message: string }

/**
 * POSTs JSON to the site's API with the editor's session cookie and reads the answer, turning
 * Payload's error shape ({errors: [{message}]}) and network failures into one Spanish message.
 */
export async function postJson<T>(url: string, body: unknown): Promise<JsonResult<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const data = (await response.json().catch(() => {
      // An answer without a JSON body (a proxy's error page) falls back to the message with its status below.
      return null
    })) as (T & { errors?: { message?: string }[] }) | null
    if (response.ok && data) return { ok: true, data }
    return {
      ok: false,
      message: data?.errors?.[0]?.message || `El servidor ha respondido con un error (${response.status}).`,
    }
  } catch {
    // fetch rejects only when the server could not be reached: the message returned tells the editor so.
    return {
      ok: false,
      message: 'No se ha podido conectar con el servidor. Comprueba la conexión e inténtalo de nuevo.',
    }
  }
}
