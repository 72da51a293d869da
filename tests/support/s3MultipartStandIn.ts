import { randomUUID } from 'node:crypto'
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'

import { escapeHtml as xml } from '@/lib/html'

/** The little of Koa's context this middleware touches (s3rver is a Koa app; Koa ships no types here). */
export type KoaContext = {
  method: string
  path: string
  query: Record<string, string | string[] | undefined>
  status: number
  type: string
  body: unknown
}
export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>

/** Where s3rver 3.7.1 keeps a bucket's multipart uploads (lib/stores/filesystem.js, initiateUpload). */
const UPLOADS_FOLDER = '._S3rver_uploads'
const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/'
/** S3's default and largest page of ListParts. */
const MAX_PARTS = 1000

type Found = { id: string; folder: string; key: string; initiated: Date }

/**
 * The three multipart calls s3rver 3.7.1 lacks, answered as AWS answers them, so that @tus/s3-store
 * (the galleries' S3 uploads) can be tested against the stand-in: ListParts, which it reads an
 * upload's offset from and finishes with (s3rver: MethodNotAllowed); AbortMultipartUpload (s3rver:
 * MethodNotAllowed), and ListMultipartUploads (s3rver: NotImplemented), with which it removes
 * expired unfinished uploads. It reads the folders s3rver writes for each upload
 * (`<bucket>/._S3rver_uploads/<uploadId>/`: `key`, `metadata`, each part `<N>` and `<N>.md5`);
 * every other request goes on to s3rver. Path-style addresses only (the stand-in's), keys
 * percent-encoded in the path; no signature is checked for these three.
 */
export function s3MultipartStandIn(directory: string): KoaMiddleware {
  return async (ctx, next) => {
    const [bucket = '', ...rest] = ctx.path.slice(1).split('/')
    const key = decodeURIComponent(rest.join('/'))
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined
    const uploadsFolder = path.join(directory, bucket, UPLOADS_FOLDER)
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query && (await isFolder(path.join(directory, bucket))))
      return listUploads(ctx, bucket, uploadsFolder)
    if (!key || uploadId === undefined || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next()

    const upload = await findUpload(uploadsFolder, uploadId)
    if (!upload || upload.key !== key) return noSuchUpload(ctx, uploadId)
    if (ctx.method === 'DELETE') {
      await rm(upload.folder, { recursive: true, force: true })
      ctx.status = 204
      ctx.body = null
      return
    }
    await listParts(ctx, bucket, upload)
  }
}

async function listParts(ctx: KoaContext, bucket: string, upload: Found): Promise<void> {
  const marker = Number(ctx.query['part-number-marker'] ?? 0) || 0
  const maxParts = Math.min(Number(ctx.query['max-parts'] ?? MAX_PARTS) || MAX_PARTS, MAX_PARTS)
  const numbers = (await readdir(upload.folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b)
  const page = numbers.slice(0, maxParts)
  const parts = await Promise.all(
    page.map(async (n) => {
      const file = path.join(upload.folder, String(n))
      const [{ size, mtime }, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')])
      return (
        `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified>` +
        `<ETag>${xml(`"${md5.trim()}"`)}</ETag><Size>${size}</Size></Part>`
      )
    }),
  )
  answer(
    ctx,
    `<ListPartsResult xmlns="${NAMESPACE}"><Bucket>${xml(bucket)}</Bucket><Key>${xml(upload.key)}</Key>` +
      `<UploadId>${xml(upload.id)}</UploadId><StorageClass>STANDARD</StorageClass>` +
      `<PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${page.at(-1) ?? 0}</NextPartNumberMarker>` +
      `<MaxParts>${maxParts}</MaxParts><IsTruncated>${numbers.length > page.length}</IsTruncated>` +
      `${parts.join('')}</ListPartsResult>`,
  )
}

async function listUploads(ctx: KoaContext, bucket: string, uploadsFolder: string): Promise<void> {
  const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : ''
  const ids = (await isFolder(uploadsFolder)) ? await readdir(uploadsFolder) : []
  const uploads = (await Promise.all(ids.map((id) => findUpload(uploadsFolder, id))))
    .filter((u): u is Found => u !== undefined && u.key.startsWith(prefix))
    .sort((a, b) => (a.key === b.key ? a.initiated.getTime() - b.initiated.getTime() : a.key < b.key ? -1 : 1))
  answer(
    ctx,
    `<ListMultipartUploadsResult xmlns="${NAMESPACE}"><Bucket>${xml(bucket)}</Bucket>` +
      `<KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><Prefix>${xml(prefix)}</Prefix>` +
      `<MaxUploads>${MAX_PARTS}</MaxUploads><IsTruncated>false</IsTruncated>` +
      uploads
        .map(
          (u) =>
            `<Upload><Key>${xml(u.key)}</Key><UploadId>${xml(u.id)}</UploadId>` +
            `<Initiated>${u.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
        )
        .join('') +
      '</ListMultipartUploadsResult>',
  )
}

/**
 * Makes every unfinished multipart upload in the bucket look started `ms` ago (its Initiated in
 * ListMultipartUploads), as a bucket would report it that much later, with the site's clock left alone.
 */
export async function backdateUploads(directory: string, bucket: string, ms: number): Promise<void> {
  const uploadsFolder = path.join(directory, bucket, UPLOADS_FOLDER)
  const when = new Date(Date.now() - ms)
  for (const id of (await isFolder(uploadsFolder)) ? await readdir(uploadsFolder) : [])
    if (await findUpload(uploadsFolder, id)) await utimes(path.join(uploadsFolder, id, 'key'), when, when)
}

/** An upload s3rver keeps: its folder holds the key it was started for (written once, at initiation). */
async function findUpload(uploadsFolder: string, id: string): Promise<Found | undefined> {
  if (!/^[0-9a-f]+$/.test(id)) return undefined
  const folder = path.join(uploadsFolder, id)
  const keyFile = path.join(folder, 'key')
  try {
    const [key, { mtime }] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)])
    return { id, folder, key, initiated: mtime }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const isFolder = (folder: string) =>
  stat(folder).then(
    (s) => s.isDirectory(),
    () => false,
  )

function noSuchUpload(ctx: KoaContext, uploadId: string): void {
  answer(
    ctx,
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist. The upload ID may be invalid, ' +
      `or the upload may have been aborted or completed.</Message><UploadId>${xml(uploadId)}</UploadId>` +
      `<RequestId>${randomUUID()}</RequestId></Error>`,
    404,
  )
}

function answer(ctx: KoaContext, body: string, status = 200): void {
  ctx.status = status
  ctx.type = 'application/xml'
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
}
