import type { ImportStatus } from '../core/importStatus'

export type Answer = { ok: true; run: ImportStatus } | { ok: false; message: string }

/** An answer of the importer's endpoints: the run, or their one-line Spanish refusal. */
function readAnswer(status: number, text: string): Answer {
  let body: { import?: ImportStatus; errors?: { message?: string }[] } | null = null
  try {
    body = JSON.parse(text)
  } catch {
    // Not ours (a proxy's page, a dropped connection): said below.
  }
  if (status >= 200 && status < 300 && body?.import) return { ok: true, run: body.import }
  return {
    ok: false,
    message:
      body?.errors?.[0]?.message ??
      (status === 413
        ? 'Los archivos son demasiado grandes para el servidor.'
        : 'No se ha podido contactar con el servidor: revisa la conexión y vuelve a intentarlo.'),
  }
}

/** Posts the form with XMLHttpRequest, the only browser API that reports an upload's progress. */
export function uploadFiles(form: FormData, onProgress: (loaded: number, total: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/wordpress-imports/upload')
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total)
    xhr.onload = () => resolve(readAnswer(xhr.status, xhr.responseText))
    xhr.onerror = () => resolve(readAnswer(0, ''))
    xhr.send(form)
  })
}

/** Posts JSON to one of the importer's endpoints. */
export async function postJson(url: string, data: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  }).catch(() => {
    // fetch rejects only when the server could not be reached: status 0,
    // which readAnswer turns into the message saying so.
    return null
  })
  return readAnswer(
    response?.status ?? 0,
    (await response?.text().catch(() => {
      // A body cut off midway reads as empty, and readAnswer goes by the status alone.
      return ''
    })) ?? '',
  )
}
