/**
 * A FormData as bytes and the content type that goes with them, for a request that sends other
 * headers beside it (the admin helper's token, which sends JSON by default).
 */
export async function multipartBody(
  form: FormData,
): Promise<{ body: ArrayBuffer; headers: { 'content-type': string } }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: await request.arrayBuffer(), headers: { 'content-type': request.headers.get('content-type')! } }
}
