import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { MONACO_VERSION } from '@/admin/codeEditor/monacoBase'

/** The installed package's built files (what the CDN would serve). */
const ROOT = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
}
/** A file's name in the package: letters, digits, dots, dashes and underscores, never `..`. */
const SEGMENT = /^(?!\.\.?$)[\w.-]{1,120}$/

const notFound = () =>
  new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * GET /vendor/monaco/{version}/vs/… — Monaco's files for the admin's code editor (admin/codeEditor),
 * from the installed monaco-editor package: only its own files, of the types it has, at the
 * version installed (so they are cached for a year), streamed.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string; path: string[] }> }) {
  const { version, path: segments } = await params
  if (version !== MONACO_VERSION || !segments.length || segments.length > 6 || !segments.every((s) => SEGMENT.test(s)))
    return notFound()
  const file = path.join(ROOT, ...segments)
  const type = TYPES[path.extname(file)]
  const info =
    type && file.startsWith(ROOT + path.sep)
      ? await stat(file).catch(() => {
          // No such file in the installed package (a name Monaco does not
          // ship): a 404, like any other address outside it.
          return null
        })
      : null
  if (!info?.isFile()) return notFound()
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'Content-Type': type!,
      'Content-Length': String(info.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
