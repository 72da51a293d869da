import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import type { MediaEntry } from './manifest'

/** Every file under `root`, with its size and SHA-256, paths relative to root with forward slashes. */
export async function mediaInventory(root: string, onFile?: (done: number) => void): Promise<MediaEntry[]> {
  const entries: MediaEntry[] = []
  const walk = async (dir: string): Promise<void> => {
    const names = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
    for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile()) {
        entries.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          bytes: (await stat(full)).size,
          sha256: await sha256(full),
        })
        onFile?.(entries.length)
      }
    }
  }
  await walk(root)
  return entries
}

export function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })
}
