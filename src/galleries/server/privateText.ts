/** A short plain-text answer of a gallery's routes: private, never stored by a shared cache. */
export const privateText = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
