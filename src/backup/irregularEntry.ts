import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * The first member of an unpacked copy that is neither a plain file nor a folder (a symbolic link,
 * a device, a pipe), as a path inside it; null when there is none. `npm run backup` writes only
 * files and folders: anything else was put there by hand, and a link restored into the media
 * folder would serve whatever it points to (/etc/passwd) as an upload. Walked without recursion.
 */
export function irregularEntry(root: string): string | null {
  const todo = ['']
  for (let dir = todo.pop(); dir !== undefined; dir = todo.pop()) {
    for (const name of readdirSync(path.join(root, dir))) {
      const relative = path.join(dir, name)
      const stats = lstatSync(path.join(root, relative))
      if (stats.isDirectory()) todo.push(relative)
      else if (!stats.isFile()) return relative
    }
  }
  return null
}
