/** What a drop gave: the files read, and the names of those (files or folders) that could not be read. */
export type DroppedFiles = { files: File[]; unreadable: string[] }

/**
 * The files of a drop, folders walked through (a session's folder, or several): read with the
 * entries API, since DataTransfer.files lists a dropped folder as one empty item. The entries are
 * taken at once, while the drop event lasts; the walk runs after it. A file or folder that cannot
 * be read (moved or deleted meanwhile, no permission) is named in `unreadable` and the rest go on:
 * one bad file must not lose the other 799 of a session without a word.
 */
export async function filesFromDrop(transfer: DataTransfer): Promise<DroppedFiles> {
  const entries = [...transfer.items].flatMap((item) => {
    const entry = item.kind === 'file' ? item.webkitGetAsEntry?.() : null
    return entry ? [entry] : []
  })
  const found: DroppedFiles = { files: [], unreadable: [] }
  if (!entries.length) return { ...found, files: [...transfer.files] }
  for (const entry of entries) await walk(entry, found)
  return found
}

async function walk(entry: FileSystemEntry, found: DroppedFiles): Promise<void> {
  if (entry.isFile) {
    try {
      found.files.push(
        await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)),
      )
    } catch {
      // Named to the studio in the uploader's list, with what to do; why it failed tells them nothing more.
      found.unreadable.push(entry.name)
    }
    return
  }
  if (!entry.isDirectory) return
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  // readEntries answers in batches (100 in Chromium) until an empty one.
  for (;;) {
    let batch: FileSystemEntry[]
    try {
      batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    } catch {
      // As for a file: the folder is named in the list, and what was read of it goes on.
      found.unreadable.push(`${entry.name}/`)
      return
    }
    if (!batch.length) return
    for (const child of batch) await walk(child, found)
  }
}
