import { stat } from 'node:fs/promises'
import path from 'node:path'

import { ImportError } from '../core/importError'
import type { MediaSource } from './mediaSource'

/** Larger than any photo a studio uploads: a file this big is not an attachment. */
export const MAX_MEDIA_BYTES = 80 * 1024 * 1024

/**
 * A copy of the old site's wp-content/uploads folder. A path that would leave the folder (`..`,
 * absolute, a link elsewhere) finds nothing, whatever the export says.
 */
export async function uploadsFolderSource(dir: string): Promise<MediaSource> {
  const root = path.resolve(dir)
  const info = await stat(root).catch(() => {
    // No folder there to read (or no access to it): the ImportError just below asks for the right --uploads.
    return null
  })
  if (!info?.isDirectory())
    throw new ImportError(
      `La carpeta de medios «${dir}» no existe: indica con --uploads la copia de wp-content/uploads.`,
    )
  return {
    describe: `la carpeta ${root}`,
    async fetch(file) {
      const full = path.resolve(root, file)
      if (!full.startsWith(root + path.sep) || file.includes('\0')) return null
      const { realpath } = await import('node:fs/promises')
      const real = await realpath(full).catch(() => {
        // Not in the folder, or a link that leads nowhere: the source does not
        // have it, and the import reports the attachment missing.
        return null
      })
      const realRoot = await realpath(root)
      if (!real || !real.startsWith(realRoot + path.sep)) return null
      const s = await stat(real).catch(() => {
        // Gone between realpath and stat: missing, like any file the folder does not have.
        return null
      })
      return s?.isFile() && s.size <= MAX_MEDIA_BYTES ? real : null
    },
    cleanup: async () => {},
  }
}
