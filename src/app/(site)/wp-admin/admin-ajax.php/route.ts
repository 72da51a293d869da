/**
 * WordPress's AJAX endpoint. No action is registered yet, so every call gets WordPress's answer for
 * an unknown action: the body "0" with status 400.
 */
const unknownAction = () =>
  new Response('0', {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' },
  })

export const GET = unknownAction
export const POST = unknownAction
