import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'

import busboy from 'busboy'

import { FORM_LIMITS } from '@/lib/formLimits'
import { errorMessage } from '@/lib/errorMessage'

/** A file as received: on disk in a temporary folder until the submission is stored. */
export interface ReceivedFile {
  field: string
  name: string
  type: string
  size: number
  tmpPath: string
}

export interface ParsedPost {
  fields: [string, string][]
  files: ReceivedFile[]
  /** Removes the temporary files; call it whatever happens next. */
  cleanup(): Promise<void>
}

/** The request broke a limit (413) or was not readable multipart (400). */
export class PostRejected extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export type MultipartLimits = { [K in keyof typeof FORM_LIMITS]: number }

export type MultipartOptions = {
  /** The contact forms' limits unless given. */
  limits?: MultipartLimits
  /** Where the private temporary folder is made (the system's temp folder unless given). */
  parentDir?: string
}

const tooLarge = (what: string) =>
  new PostRejected(413, 'wpcf7_payload_too_large', `El envío es demasiado grande (${what}).`)

/** Busboy for this request, with the limits as its own; null when the headers name no multipart boundary. */
function openBusboy(request: Request, limits: MultipartLimits): busboy.Busboy | null {
  try {
    return busboy({
      headers: Object.fromEntries(request.headers),
      defParamCharset: 'utf8',
      limits: {
        fieldSize: limits.maxFieldBytes,
        fields: limits.maxFields,
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        parts: limits.maxFields + limits.maxFiles,
      },
    })
  } catch {
    // Busboy throws on a Content-Type without a multipart boundary: the client's error, answered 400.
    return null
  }
}

/**
 * Reads a multipart/form-data body as it streams in, with busboy, so that an oversized body or
 * file is refused as soon as it crosses a limit instead of after it has been buffered. Files go to
 * a private temporary folder; nothing is kept in memory beyond the text fields.
 */
export async function parseMultipart(
  request: Request,
  { limits = FORM_LIMITS, parentDir = tmpdir() }: MultipartOptions = {},
): Promise<ParsedPost> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limits.maxBodyBytes) throw tooLarge('cuerpo')
  if (!request.body) throw new PostRejected(400, 'wpcf7_bad_request', 'La petición no tiene cuerpo.')

  const dir = await mkdtemp(path.join(parentDir, 'revela-upload-'))
  const fields: [string, string][] = []
  const files: ReceivedFile[] = []
  // Every stream opened for this request, so that a refusal or a dropped connection closes them
  // all before the folder goes: no half-written file stays open or on disk.
  const streams: { destroy(): unknown }[] = []
  const writes: Promise<void>[] = []
  const cleanup = async () => {
    for (const stream of streams) stream.destroy()
    await Promise.allSettled(writes)
    await rm(dir, { recursive: true, force: true })
  }

  try {
    await new Promise<void>((resolve, reject) => {
      const bb = openBusboy(request, limits)
      if (!bb) return reject(new PostRejected(400, 'wpcf7_bad_request', 'El cuerpo multipart no es válido.'))
      const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)
      streams.push(source, bb)
      let received = 0
      let failed = false
      const fail = (error: Error) => {
        if (failed) return
        failed = true
        source.unpipe(bb)
        for (const stream of streams) stream.destroy()
        reject(error)
      }
      // Busboy hands a part whose name is empty (`name=""`) or missing over as `undefined`: it is read
      // as the empty name, which no form has, so that every reader below gets a string.
      bb.on('field', (name: string | undefined, value, info) => {
        if (info.valueTruncated) return fail(tooLarge(`campo ${name ?? ''}`))
        fields.push([name ?? '', value])
      })
      bb.on('file', (given: string | undefined, stream, info) => {
        const field = given ?? ''
        const tmpPath = path.join(dir, randomUUID())
        const file: ReceivedFile = { field, name: info.filename ?? '', type: info.mimeType, size: 0, tmpPath }
        const out = createWriteStream(tmpPath)
        streams.push(stream, out)
        stream.on('data', (chunk: Buffer) => (file.size += chunk.length))
        stream.on('limit', () => fail(tooLarge(`archivo ${info.filename ?? field}`)))
        // A body that ends inside a file («Unexpected end of file»): without a listener, busboy's
        // error on the file's stream would be an uncaught exception.
        stream.on('error', () => fail(new PostRejected(400, 'wpcf7_bad_request', 'El cuerpo multipart no es válido.')))
        writes.push(
          new Promise<void>((done, failed) => {
            out.on('finish', () => done())
            out.on('close', () => done())
            out.on('error', failed)
            stream.pipe(out)
          }).catch((error: unknown) => {
            // The post goes on with this file cut short or missing (a full disk, a folder not writable): say so.
            console.error(`No se ha podido guardar en el disco un archivo recibido: ${errorMessage(error)}`)
          }),
        )
        files.push(file)
      })
      bb.on('fieldsLimit', () => fail(tooLarge('demasiados campos')))
      bb.on('filesLimit', () => fail(tooLarge('demasiados archivos')))
      bb.on('partsLimit', () => fail(tooLarge('demasiadas partes')))
      bb.on('error', () => fail(new PostRejected(400, 'wpcf7_bad_request', 'El cuerpo multipart no es válido.')))
      bb.on('close', () => resolve())
      source.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > limits.maxBodyBytes) fail(tooLarge('cuerpo'))
      })
      source.on('error', () => fail(new PostRejected(400, 'wpcf7_bad_request', 'La petición se interrumpió.')))
      source.pipe(bb)
    })
    await Promise.all(writes)
  } catch (error) {
    await cleanup()
    throw error
  }
  // An empty file input posts a part with no name and no bytes: nothing was chosen.
  return { fields, files: files.filter((f) => f.name !== '' || f.size > 0), cleanup }
}
