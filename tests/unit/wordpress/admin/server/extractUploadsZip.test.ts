import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'
import { ZipFile } from 'yazl'

import { extractUploadsZip } from '@/wordpress/admin/server/extractUploadsZip'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'revela-zip-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Entry = { name: string; data?: string; mode?: number }

/** Writes a .zip with yazl; names yazl refuses to write are patched in afterwards (same length). */
async function writeZip(entries: Entry[], patch?: [from: string, to: string]): Promise<string> {
  const zip = new ZipFile()
  for (const e of entries) zip.addBuffer(Buffer.from(e.data ?? 'x'), e.name, e.mode ? { mode: e.mode } : {})
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  let bytes = Buffer.concat(chunks)
  if (patch) bytes = Buffer.from(bytes.toString('latin1').replaceAll(patch[0], patch[1]), 'latin1')
  const file = path.join(tempDir(), 'medios.zip')
  writeFileSync(file, bytes)
  return file
}

describe('extractUploadsZip', () => {
  it('unpacks a copy of wp-content/uploads and finds its year folders', async () => {
    const zip = await writeZip([{ name: 'wp-content/uploads/2024/03/foto.jpg', data: 'jpeg' }])
    const dest = path.join(tempDir(), 'medios')
    const root = await extractUploadsZip(zip, dest)
    expect(root).toBe(path.join(dest, 'wp-content/uploads'))
    expect(readFileSync(path.join(root, '2024/03/foto.jpg'), 'utf8')).toBe('jpeg')
  })

  it.each([
    ['a parent path', 'xx/evil.txt', '../evil.txt'],
    ['an absolute path', 'Xtmp/evil.txt', '/tmp/evil.txt'],
  ])('refuses %s before writing anything', async (_, placeholder, name) => {
    const zip = await writeZip([{ name: '2024/bien.txt' }, { name: placeholder }], [placeholder, name])
    const dest = path.join(tempDir(), 'medios')
    await expect(extractUploadsZip(zip, dest)).rejects.toThrow(/ruta que saldría de su carpeta/)
    expect(existsSync(path.join(dest, '2024/bien.txt'))).toBe(false)
    expect(existsSync(path.join(path.dirname(dest), 'evil.txt'))).toBe(false)
  })

  it('refuses a symbolic link', async () => {
    const zip = await writeZip([{ name: 'enlace', data: '/etc/passwd', mode: 0o120777 }])
    await expect(extractUploadsZip(zip, path.join(tempDir(), 'medios'))).rejects.toThrow(/enlace simbólico/)
  })

  it('refuses too many entries or too many bytes once unpacked (a zip bomb)', async () => {
    const zip = await writeZip([
      { name: 'a.txt', data: 'a'.repeat(1000) },
      { name: 'b.txt', data: 'b'.repeat(1000) },
    ])
    await expect(
      extractUploadsZip(zip, path.join(tempDir(), 'm1'), undefined, { unzippedBytes: 1500, zipEntries: 10 }),
    ).rejects.toThrow(/descomprimido/)
    await expect(
      extractUploadsZip(zip, path.join(tempDir(), 'm2'), undefined, { unzippedBytes: 1e9, zipEntries: 1 }),
    ).rejects.toThrow(/más de 1 archivos/)
  })

  it('says a file that is not a zip is not one', async () => {
    const file = path.join(tempDir(), 'medios.zip')
    writeFileSync(file, 'no soy un zip')
    await expect(extractUploadsZip(file, path.join(tempDir(), 'medios'))).rejects.toThrow(/no es un \.zip válido/)
  })

  it('unpacks only into a new folder, so a link planted there beforehand cannot redirect it', async () => {
    const outside = tempDir()
    const dest = path.join(tempDir(), 'medios')
    const zip = await writeZip([{ name: 'dentro/foto.jpg' }])
    await mkdir(dest)
    symlinkSync(outside, path.join(dest, 'dentro'))
    await expect(extractUploadsZip(zip, dest)).rejects.toThrow()
    expect(existsSync(path.join(outside, 'foto.jpg'))).toBe(false)
  })
})
