import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig, Where } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The first file handler of an upload collection: a name that no document (nor any of its resized
 * copies) has, or whose file is not on this disk, is a 404. Payload would otherwise answer anyone
 * asking for /api/media/file/no-existe.svg with a 500, and serve a file left on disk by no
 * document. Otherwise it answers nothing, and Payload (or the bucket's handler) serves the file.
 */
// (Payload's type wants a handler that always or never answers; answering sometimes is what it does.)
export const fileNotFound = (async (
  req: Parameters<UploadHandler>[0],
  { params }: Parameters<UploadHandler>[1],
): Promise<Response | undefined> => {
  const collection = req.payload.collections[params.collection as 'media']?.config
  if (!collection?.upload) return
  const names: Where[] = [
    { filename: { equals: params.filename } },
    ...(collection.upload.imageSizes ?? []).map(({ name }): Where => ({
      [`sizes.${name}.filename`]: { equals: params.filename },
    })),
  ]
  const doc = await req.payload.db.findOne({ collection: collection.slug, req, where: { or: names } })
  const onDisk = !collection.upload.disableLocalStorage
  const missing =
    !doc ||
    (onDisk &&
      !(
        await stat(path.resolve(collection.upload.staticDir ?? '', path.basename(params.filename))).catch(() => {
          // No such file in the upload folder: the same 404 as for a name no document has.
          return null
        })
      )?.isFile())
  if (missing) return Response.json({ errors: [{ message: 'No se ha encontrado el archivo.' }] }, { status: 404 })
}) as UploadHandler
