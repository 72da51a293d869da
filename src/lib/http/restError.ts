/** An error in the shape WordPress's REST API gives them: { code, message, data: { status } }. */
export function restError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { code, message, data: { status } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}
