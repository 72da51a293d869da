/**
 * The files of a drop, folders walked through (a session's folder, or several): read with the
 * entries API, since DataTransfer.files lists a dropped folder as one empty item. The entries are
 * taken at once, while the drop event lasts; the walk runs after it.
 */
export function filesFromDrop(transfer: DataTransfer): Promise<File[]> {
  const entries = [...transfer.items].flatMap((item) => {
    const entry = item.kind === 'file' ? item.webkitGetAsEntry?.() : null
    return entry ? [entry] : []
  })
  if (!entries.length) return Promise.resolve([...transfer.files])
  return Promise.all(entries.map(walk)).then((lists) => lists.flat())
}

async function walk(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile)
    return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))]
  if (!entry.isDirectory) return []
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  const files: File[] = []
  // readEntries answers in batches (100 in Chromium) until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    if (!batch.length) return files
    for (const child of batch) files.push(...(await walk(child)))
  }
}
