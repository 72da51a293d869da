/** What the browser sends as Accept on every contact-form call. */
export const ACCEPT = 'application/json, */*;q=0.1'

export const FETCH_ERROR = { code: 'fetch_error', message: 'You are probably offline.' } as const
export const INVALID_JSON = { code: 'invalid_json', message: 'The response is not a valid JSON response.' } as const

type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/**
 * CF7's api-fetch: a network failure rejects with `fetch_error`, a non-2xx response rejects with
 * the Response itself, 204 resolves to null and a body that is not JSON rejects with `invalid_json`.
 * The caller only logs rejections (seed §8): none of them is shown to the visitor.
 */
export async function apiFetch(fetchImpl: Fetch, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, { ...init, headers: { Accept: ACCEPT } })
  } catch {
    throw FETCH_ERROR
  }
  if (response.status < 200 || response.status >= 300) throw response
  if (response.status === 204) return null
  try {
    return await response.json()
  } catch {
    throw INVALID_JSON
  }
}
