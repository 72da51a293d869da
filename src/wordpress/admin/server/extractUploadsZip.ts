import { createWriteStream } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import yauzl, { type Entry, type ZipFile } from 'yauzl'

import { ImportError } from '../../import/core/importError'
import { MAX_MEDIA_BYTES } from '../../import/media/uploadsFolderSource'
import { formatBytes, IMPORT_LIMITS } from '../core/importLimits'

type Limits = { unzippedBytes: number; zipEntries: number }
type OnProgress = (done: number, total: number) => void

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/**
 * Unpacks the uploaded copy of wp-content/uploads into `dest`, streaming one entry at a time.
 * The whole central directory is checked first, so a hostile archive is refused before a single
 * byte is written: a path that leaves the folder (`..`, absolute, a drive letter), a symbolic link,
 * too many entries or too many bytes once unpacked (a "zip bomb"). yauzl also checks each entry's
 * real size against the declared one while it streams. Files too big to be an attachment are left
 * packed. `dest` must not exist yet. Returns the folder that holds the year folders (2024/03/…), wherever the archive rooted them.
 */
export async function extractUploadsZip(
  zipPath: string,
  dest: string,
  onProgress: OnProgress = () => {},
  limits: Limits = IMPORT_LIMITS,
): Promise<string> {
  const entries = await listEntries(zipPath, limits)
  const total = entries.reduce((sum, e) => sum + (extractable(e) ? e.uncompressedSize : 0), 0)
  const root = path.resolve(dest)
  // A new folder: nothing (a link planted beforehand) can redirect what is written into it.
  await mkdir(path.dirname(root), { recursive: true })
  await mkdir(root)
  const zip = await openZip(zipPath)
  let done = 0
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (!extractable(entry)) continue
      const target = path.resolve(root, entry.fileName)
      if (!target.startsWith(root + path.sep)) throw unsafe(entry.fileName)
      await mkdir(path.dirname(target), { recursive: true })
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s))),
      )
      await pipeline(stream, createWriteStream(target, { flags: 'wx' }))
      done += entry.uncompressedSize
      onProgress(done, total)
    }
  } catch (error) {
    throw asImportError(error)
  } finally {
    zip.close()
  }
  return uploadsRoot(root)
}

const extractable = (e: Entry) => !e.fileName.endsWith('/') && e.uncompressedSize <= MAX_MEDIA_BYTES

const unsafe = (name: string) =>
  new ImportError(
    `El .zip de medios contiene una ruta que saldría de su carpeta («${name.slice(0, 120)}»): no se ha extraído nada. Comprime solo la carpeta wp-content/uploads.`,
  )

async function listEntries(zipPath: string, limits: Limits): Promise<Entry[]> {
  const zip = await openZip(zipPath)
  const entries: Entry[] = []
  let bytes = 0
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = entry.fileName
      if (name.includes('\\') || name.startsWith('/') || /^[a-z]:/i.test(name) || name.split('/').includes('..'))
        throw unsafe(name)
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new ImportError(
          `El .zip de medios contiene un enlace simbólico («${name.slice(0, 120)}»): no se ha extraído nada. Comprime los archivos, no enlaces.`,
        )
      if (entry.isEncrypted())
        throw new ImportError('El .zip de medios está cifrado con contraseña: comprímelo sin contraseña.')
      entries.push(entry)
      bytes += entry.uncompressedSize
      if (entries.length > limits.zipEntries)
        throw new ImportError(
          `El .zip de medios tiene más de ${limits.zipEntries.toLocaleString('es-ES')} archivos: no parece una copia de wp-content/uploads; no se ha extraído nada.`,
        )
      if (bytes > limits.unzippedBytes)
        throw new ImportError(
          `El .zip de medios ocuparía más de ${formatBytes(limits.unzippedBytes)} descomprimido: no se ha extraído nada. Sube solo wp-content/uploads.`,
        )
    }
  } catch (error) {
    throw asImportError(error)
  } finally {
    zip.close()
  }
  return entries
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      zipPath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (e, zip) => (e ? reject(asImportError(e)) : resolve(zip)),
    ),
  )
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry)
      zip.off('end', onEnd)
      zip.off('error', onError)
    }
    const onEntry = (entry: Entry) => (cleanup(), resolve(entry))
    const onEnd = () => (cleanup(), resolve(null))
    const onError = (error: Error) => (cleanup(), reject(error))
    zip.on('entry', onEntry)
    zip.on('end', onEnd)
    zip.on('error', onError)
    zip.readEntry()
  })
}

/** yauzl's own refusals (bad names, damaged or truncated archives) as one Spanish line. */
function asImportError(error: unknown): ImportError {
  if (error instanceof ImportError) return error
  const message = error instanceof Error ? error.message : String(error)
  const name = /(?:invalid relative path|absolute path|invalid characters in fileName): (.*)/.exec(message)?.[1]
  if (name !== undefined) return unsafe(name)
  if (/EEXIST/.test(message))
    return new ImportError('El .zip de medios repite un mismo archivo: no es una copia normal de wp-content/uploads.')
  return new ImportError(
    'El archivo de medios no es un .zip válido o está cortado: comprime de nuevo la carpeta wp-content/uploads.',
  )
}

/** The folder under `dir` that holds the year folders: the archive may start at wp-content/ or uploads/. */
export async function uploadsRoot(dir: string): Promise<string> {
  for (const candidate of ['wp-content/uploads', 'uploads']) {
    const full = path.join(dir, candidate)
    if (
      (
        await stat(full).catch(() => {
          // No such folder in the archive: the next candidate is tried, and then the archive's own root.
          return null
        })
      )?.isDirectory()
    )
      return full
  }
  return dir
}
