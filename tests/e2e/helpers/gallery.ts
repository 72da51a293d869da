import { createReadStream } from 'node:fs'
import path from 'node:path'

import { Upload } from 'tus-js-client'

import { waitFor, type adminApi } from './site'

type Api = Awaited<ReturnType<typeof adminApi>>

/** Uploads a file into a gallery's set the way the admin's uploader does (tus, the editor's session). */
export async function tusUpload(
  base: string,
  file: string,
  galleryId: number,
  set: 'proofs' | 'finals',
  jwt: string,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${base}/api/gallery-uploads`,
      metadata: { filename: path.basename(file), galleryId: String(galleryId), set },
      headers: { Authorization: `JWT ${jwt}` },
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 500, 1000],
      fingerprint: async () => `${file}:${set}`,
      onError: reject,
      onSuccess: () => resolve(),
    })
    upload.start()
  })
}

/** The ids of a set's photos whose web sizes are ready, in upload order. */
export async function readyPhotoIds(api: Api, galleryId: number, set: string): Promise<number[]> {
  const answer = await api(
    `/api/gallery-photos?where[gallery][equals]=${galleryId}&where[set][equals]=${set}&where[state][equals]=ready&limit=0&depth=0&sort=id`,
  )
  return ((await answer.json()) as { docs: Array<{ id: number }> }).docs.map((doc) => doc.id)
}

/**
 * A gallery made as the studio makes one: created in the admin's API, its files uploaded with tus
 * into «Para elegir», waited for until every web size is ready, then marked «enviada».
 */
export async function createSentGallery(
  base: string,
  api: Api,
  jwt: string,
  data: Record<string, unknown>,
  files: string[],
): Promise<{ id: number; token: string; photoIds: number[] }> {
  const created = await api('/api/client-galleries', { method: 'POST', body: JSON.stringify(data) })
  if (created.status !== 201) throw new Error(`La galería no se ha creado: ${created.status} ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number; accessToken: string } }
  for (const file of files) await tusUpload(base, file, doc.id, 'proofs', jwt)
  let photoIds: number[] = []
  await waitFor(
    async () => (photoIds = await readyPhotoIds(api, doc.id, 'proofs')).length === files.length,
    'las fotos preparadas',
    120_000,
  )
  const sent = await api(`/api/client-galleries/${doc.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'sent' }),
  })
  if (sent.status !== 200) throw new Error(`La galería no se ha marcado como enviada: ${sent.status}`)
  return { id: doc.id, token: doc.accessToken, photoIds }
}
