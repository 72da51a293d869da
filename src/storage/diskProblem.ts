import { constants } from 'node:fs'
import { access, statfs } from 'node:fs/promises'

/**
 * Why files cannot be written to `dir`, as one Spanish line naming the cause and the fix for the
 * server's log, or null when the folder is writable and has room for `bytes`. Asked after a write
 * failed: Payload reports a failed upload only as «Hubo un problema al subir el archivo», and the
 * operator needs to know whether the disk is full, read-only or not theirs to write.
 */
export async function diskProblem(dir: string, bytes: number): Promise<string | null> {
  try {
    await access(dir, constants.W_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EROFS') return `el disco de ${dir} solo se puede leer: vuelve a montarlo con escritura`
    if (code === 'EACCES' || code === 'EPERM')
      return `Revela no tiene permiso para escribir en ${dir}: dáselo al usuario que ejecuta el sitio`
    return `no se puede escribir en ${dir} (${code ?? String(error)}): comprueba DATA_DIR`
  }
  const disk = await statfs(dir).catch(() => {
    // statfs is not available on every filesystem: without it there is no
    // free-space check, and the write itself reports a full disk.
    return null
  })
  if (disk && disk.bavail * disk.bsize < bytes + disk.bsize)
    return `no hay sitio en el disco de ${dir} (quedan ${Math.round((disk.bavail * disk.bsize) / 1024)} KB): libera espacio o amplía el disco de DATA_DIR`
  return null
}
