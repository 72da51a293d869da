import { spawnSync } from 'node:child_process'
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs'

/** A Web stream's chunks (the DOM typings give ReadableStream no async iterator). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    reader.releaseLock()
  }
}

/** Every byte of a stream, for archives of a few megabytes. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of chunksOf(stream)) parts.push(chunk)
  return Buffer.concat(parts)
}

/**
 * Writes a stream to a file and returns how many bytes it gave. With `sparse`, chunks of zeros
 * become holes (as `cp --sparse` does): the file's content is still every byte of the stream, but a
 * 4 GiB archive of zeros takes almost no disk.
 */
export async function writeToFile(stream: ReadableStream<Uint8Array>, file: string, sparse = false): Promise<number> {
  const fd = openSync(file, 'w')
  let position = 0
  let zeros = Buffer.alloc(0)
  try {
    for await (const chunk of chunksOf(stream)) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
      if (sparse && zeros.length < bytes.length) zeros = Buffer.alloc(bytes.length)
      const hole = sparse && bytes.equals(zeros.subarray(0, bytes.length))
      if (!hole) writeSync(fd, bytes, 0, bytes.length, position)
      position += bytes.length
    }
    ftruncateSync(fd, position)
  } finally {
    closeSync(fd)
  }
  return position
}

/** Runs an unzipper; its output is in the failure message when it fails. */
export function run(command: string, args: string[], cwd?: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    timeout: 120_000,
  })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.status}\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}
