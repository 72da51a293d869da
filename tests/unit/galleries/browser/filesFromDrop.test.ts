import { describe, expect, it } from 'vitest'

import { filesFromDrop } from '@/galleries/browser/filesFromDrop'

// The entries API as Chromium gives it, no more than filesFromDrop reads: a file entry hands over its
// File; a folder's reader answers in batches of `batch` entries, then an empty one.
// A file or folder named `gone` fails as one moved away after the drop does (NotFoundError).
type Tree = File | { folder: string; children: Tree[] } | { gone: string; folder?: boolean }

const notFound = () => new DOMException('A requested file or directory could not be found', 'NotFoundError')

function entryOf(node: Tree, batch = 2): FileSystemEntry {
  if (node instanceof File)
    return {
      name: node.name,
      isFile: true,
      isDirectory: false,
      file: (ok: (f: File) => void) => ok(node),
    } as unknown as FileSystemEntry
  if ('gone' in node)
    return {
      name: node.gone,
      isFile: !node.folder,
      isDirectory: !!node.folder,
      file: (_ok: unknown, fail: (e: DOMException) => void) => setTimeout(() => fail(notFound())),
      createReader: () => ({
        readEntries: (_ok: unknown, fail: (e: DOMException) => void) => setTimeout(() => fail(notFound())),
      }),
    } as unknown as FileSystemEntry
  return {
    name: node.folder,
    isFile: false,
    isDirectory: true,
    createReader() {
      let at = 0
      return {
        readEntries(ok: (entries: FileSystemEntry[]) => void) {
          const slice = node.children.slice(at, at + batch)
          at += slice.length
          setTimeout(() => ok(slice.map((child) => entryOf(child, batch))))
        },
      }
    },
  } as unknown as FileSystemEntry
}

type Item = { kind: string; webkitGetAsEntry?: () => FileSystemEntry | null }

const transfer = (items: Item[], files: File[] = []) => ({ items, files }) as unknown as DataTransfer
const dropped = (node: Tree, batch?: number): Item => ({ kind: 'file', webkitGetAsEntry: () => entryOf(node, batch) })
const jpeg = (name: string) => new File([name], name, { type: 'image/jpeg' })
const names = ({ files }: { files: File[] }) => files.map((f) => f.name)

describe('filesFromDrop', () => {
  it('gives every file of a dropped session folder, its subfolders walked, across several read batches', async () => {
    const session = {
      folder: 'Boda Ana y Luis',
      children: [
        jpeg('001.jpg'),
        jpeg('002.jpg'),
        { folder: 'Ceremonia', children: [jpeg('101.jpg'), { folder: 'vacía', children: [] }, jpeg('102.jpg')] },
        jpeg('003.jpg'),
        jpeg('004.jpg'),
      ],
    }
    expect(names(await filesFromDrop(transfer([dropped(session)])))).toEqual([
      '001.jpg',
      '002.jpg',
      '101.jpg',
      '102.jpg',
      '003.jpg',
      '004.jpg',
    ])
  })

  it('takes several folders and loose files dropped together, and skips what is not a file', async () => {
    const text: Item = { kind: 'string', webkitGetAsEntry: () => null }
    const files = await filesFromDrop(
      transfer([
        dropped({ folder: 'Preboda', children: [jpeg('a.jpg')] }),
        text,
        dropped(jpeg('suelta.jpg')),
        dropped({ folder: 'Fiesta', children: [jpeg('b.jpg')] }, 1),
      ]),
    )
    expect(names(files)).toEqual(['a.jpg', 'suelta.jpg', 'b.jpg'])
    expect(await files.files[1]!.text()).toBe('suelta.jpg')
    expect(files.unreadable).toEqual([])
  })

  it('falls back on the plain file list where the browser has no entries API', async () => {
    const listed = [jpeg('x.jpg'), jpeg('y.jpg')]
    const withoutEntries = transfer(
      listed.map(() => ({ kind: 'file' })),
      listed,
    )
    expect(await filesFromDrop(withoutEntries)).toEqual({ files: listed, unreadable: [] })
  })

  it('keeps every readable file of a folder when some file or subfolder can no longer be read, and names those', async () => {
    const session = {
      folder: 'Boda',
      children: [
        jpeg('001.jpg'),
        { gone: '002.jpg' },
        { folder: 'Fiesta', children: [jpeg('101.jpg'), { gone: 'Retoques', folder: true }, jpeg('102.jpg')] },
        jpeg('003.jpg'),
      ],
    }
    const found = await filesFromDrop(transfer([dropped(session)]))
    expect(names(found)).toEqual(['001.jpg', '101.jpg', '102.jpg', '003.jpg'])
    expect(found.unreadable).toEqual(['002.jpg', 'Retoques/'])
  })
})
