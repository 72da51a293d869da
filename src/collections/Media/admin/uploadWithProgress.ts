import { uploadRefusal } from '@/lib/mediaUploadRules'

import { uploadStore } from './uploadStore'

/** Media uploads (create, and replacing a photo's file), as the admin's forms and bulk upload send them. */
const MEDIA_UPLOAD = /^\/api\/media(?:\/[^/]+)?\/?$/
/** A dropped connection (or nginx finding the app restarting) is retried after these waits. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000]
const RETRYABLE = new Set([0, 502, 503, 504])

/**
 * Payload's admin sends uploads with fetch, which cannot report how much of a body has gone. This
 * takes over, in the admin only, the fetches that carry a photo to the media library and sends them
 * with XMLHttpRequest instead: the same request and the same answer for Payload, plus a row per file
 * in uploadStore as the bytes leave (the progress panel), a check of the photo before a byte is sent
 * (a 140 MB file is refused at once, in Spanish, instead of after minutes of upload), and retries
 * when the connection drops. Every other fetch goes through untouched.
 */
export function installUploadProgress(): void {
  const w = window as Window & { __revelaUploads?: true }
  if (w.__revelaUploads) return
  w.__revelaUploads = true
  const original = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const request = photoUpload(input, init)
    return request ? send(request) : original(input, init)
  }
}

type PhotoUpload = {
  url: string
  method: string
  body: FormData
  headers: Headers
  file: Blob
  name: string
  signal?: AbortSignal | null
}

function photoUpload(input: RequestInfo | URL, init?: RequestInit): PhotoUpload | null {
  if (!(init?.body instanceof FormData)) return null
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const method = (init.method ?? 'GET').toUpperCase()
  if (method !== 'POST' && method !== 'PATCH') return null
  const target = new URL(url, window.location.href)
  if (target.origin !== window.location.origin || !MEDIA_UPLOAD.test(target.pathname)) return null
  const file = init.body.get('file')
  // An empty file the editor chose (it has a name) is refused here in Spanish, as the server would.
  if (!(file instanceof Blob) || (file.size === 0 && !(file instanceof File && file.name))) return null
  return {
    url: target.href,
    method,
    body: init.body,
    headers: new Headers(init.headers),
    file,
    name: file instanceof File ? file.name : 'foto',
    signal: init.signal,
  }
}

async function send(upload: PhotoUpload): Promise<Response> {
  const id = uploadStore.add(upload.name, upload.file.size)
  const refusal = uploadRefusal({ size: upload.file.size, type: upload.file.type, name: upload.name })
  if (refusal) {
    uploadStore.update(id, { state: 'failed', message: refusal.message, finishedAt: Date.now() })
    return Response.json(
      { message: refusal.message, errors: [{ message: refusal.message }] },
      { status: refusal.status },
    )
  }
  for (let attempt = 1; ; attempt++) {
    const response = await once(upload, id)
    const retryIn = RETRY_DELAYS_MS[attempt - 1]
    if (RETRYABLE.has(response.status) && retryIn !== undefined && !upload.signal?.aborted) {
      const seconds = Math.round(retryIn / 1000)
      uploadStore.update(id, {
        state: 'retrying',
        loaded: 0,
        attempt: attempt + 1,
        message: `Se cortó la conexión: reintento ${attempt} de ${RETRY_DELAYS_MS.length} en ${seconds} s…`,
      })
      await new Promise((resolve) => setTimeout(resolve, retryIn))
      if (!navigator.onLine) await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
      uploadStore.update(id, { state: 'uploading', message: undefined })
      continue
    }
    if (!(response instanceof Response)) {
      const message =
        'No se pudo subir la foto: se cortó la conexión varias veces. Comprueba tu conexión a internet y vuelve a intentarlo.'
      uploadStore.update(id, { state: 'failed', message, finishedAt: Date.now() })
      return Response.json({ message, errors: [{ message }] }, { status: 503 })
    }
    const failed = response.status >= 400 ? await failureMessage(response) : undefined
    uploadStore.update(id, {
      state: failed ? 'failed' : 'done',
      loaded: upload.file.size,
      message: failed,
      finishedAt: Date.now(),
    })
    return response
  }
}

/** One try; a dropped connection answers status 0 (no Response can carry that, hence this shape). */
function once(upload: PhotoUpload, id: number): Promise<Response | { status: 0 }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(upload.method, upload.url)
    xhr.withCredentials = true
    xhr.responseType = 'blob'
    upload.headers.forEach((value, key) => xhr.setRequestHeader(key, value))
    xhr.upload.onprogress = (event) => uploadStore.update(id, { loaded: Math.min(event.loaded, upload.file.size) })
    // Every byte is sent: the server now checks the photo and makes its web sizes.
    xhr.upload.onload = () => uploadStore.update(id, { state: 'processing', loaded: upload.file.size })
    xhr.onload = () => resolve(toResponse(xhr))
    xhr.onerror = xhr.ontimeout = () => resolve({ status: 0 })
    xhr.onabort = () => resolve({ status: 0 })
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(upload.body)
  })
}

function toResponse(xhr: XMLHttpRequest): Response {
  const headers = new Headers()
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  const empty = [101, 204, 205, 304].includes(xhr.status)
  return new Response(empty ? null : (xhr.response as Blob), {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  })
}

async function failureMessage(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => {
      // A refusal without a JSON body (a proxy's error page) has no
      // message of its own: the general one below is shown.
      return null
    })) as { message?: string; errors?: { message?: string }[] } | null
  return body?.message ?? body?.errors?.[0]?.message ?? 'No se pudo subir la foto. Vuelve a intentarlo.'
}
