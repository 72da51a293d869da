import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { env } from '@/env'

/**
 * Where uploaded exports and unpacked media wait for their import: under the data folder, never
 * under the media folder (which the site and nginx serve), so nothing uploaded here is public.
 */
export async function importsDir(): Promise<string> {
  const e = env()
  let dir = path.join(e.dataDir, 'importaciones-wordpress')
  if (isInside(dir, e.mediaDir)) dir = path.join(tmpdir(), 'revela-importaciones-wordpress')
  await mkdir(dir, { recursive: true, mode: 0o700 })
  return dir
}

/** Removes one run's folder, only if it really is one of ours. */
export async function removeRunFolder(dir: string | undefined): Promise<void> {
  if (!dir) return
  const base = await importsDir()
  if (isInside(dir, base) && path.resolve(dir) !== base) await rm(dir, { recursive: true, force: true })
}

const isInside = (child: string, parent: string) => {
  const rel = path.relative(path.resolve(parent), path.resolve(child))
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}
