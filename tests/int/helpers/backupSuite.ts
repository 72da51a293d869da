import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'

import { createPostgresDatabase } from '../../support/postgresDatabase'

import { testPayload, type Dialect } from './testPayload'

const root = path.resolve(__dirname, '../../..')

/** Runs `npm run backup|restore` as a studio would, with this site's environment; resolves with its exit code and output. */
function tool(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/tool.mjs', name, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/**
 * `npm run backup` while the site takes messages, comments, pages and photos; `npm run restore`
 * into an empty site elsewhere: every write acknowledged before the backup began is there, with
 * every byte of its files, and a site that holds content is not overwritten unless told.
 */
export function backupSuite(dialect: Dialect) {
  let payload: Payload
  let restoreDb: { url: string; drop(): Promise<void> } | undefined
  afterAll(async () => {
    await payload?.destroy()
    await restoreDb?.drop()
  })

  it(
    'restores every acknowledged submission, comment, page and photo from a backup made under write load',
    { timeout: 240_000 },
    async () => {
      const site = await testPayload(dialect)
      payload = site.payload
      const siteEnv = {
        DATABASE_URL: process.env.DATABASE_URL!,
        MEDIA_DIR: process.env.MEDIA_DIR!,
        DATA_DIR: process.env.DATA_DIR!,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
        SITE_URL: process.env.SITE_URL!,
      }
      const form = await payload.create({
        collection: 'forms',
        data: {
          title: 'Contacto',
          template: '[text* your-name] [submit]',
          mail: {
            recipient: 'estudio@revela.test',
            sender: 'Web <web@revela.test>',
            subject: 'Consulta',
            body: '[your-name]',
          },
        } as never,
      })
      const post = await payload.create({
        collection: 'posts',
        data: { title: 'Bodas en otoño', slug: 'bodas-en-otono', _status: 'published' } as never,
      })

      // Writes as the site makes them, one after another, until told to stop; each id is kept once
      // the write is acknowledged, with the moment it was.
      const acknowledged: { collection: string; id: number | string; at: number; file?: string; received?: string }[] =
        []
      let writing = true
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          // Every other message comes with a file, kept apart from the public media.
          const sent = i % 2 === 0 ? Buffer.from(`%PDF-1.4 book ${i} `.padEnd(4000, '.')) : null
          const file =
            sent &&
            (await payload.create({
              collection: 'submission-files',
              data: { field: 'book' },
              file: { data: sent, mimetype: 'application/pdf', name: `book-${i}.pdf`, size: sent.length },
              overrideAccess: true,
            }))
          const submission = await payload.create({
            collection: 'form-submissions',
            data: {
              form: form.id,
              formTitle: 'Contacto',
              name: `Visita ${i}`,
              summary: `Mensaje ${i}`,
              status: 'received',
              mailStatus: 'queued',
              files: file ? [file.id] : [],
            } as never,
            overrideAccess: true,
          })
          acknowledged.push({
            collection: 'form-submissions',
            id: submission.id,
            at: Date.now(),
            ...(file ? { received: file.filename ?? undefined } : {}),
          })
          const comment = await payload.create({
            collection: 'comments',
            data: {
              post: post.id,
              authorName: `Visita ${i}`,
              content: `Comentario ${i}`,
              status: 'approved',
              date: new Date().toISOString(),
            } as never,
            overrideAccess: true,
          })
          acknowledged.push({ collection: 'comments', id: comment.id, at: Date.now() })
          if (i % 3 === 0) {
            const page = await payload.create({
              collection: 'pages',
              data: { title: `Página ${i}`, slug: `pagina-${i}`, _status: 'published' } as never,
              overrideAccess: true,
            })
            acknowledged.push({ collection: 'pages', id: page.id, at: Date.now() })
            const photo = await sharp({
              create: { width: 64, height: 48, channels: 3, background: { r: i % 255, g: 120, b: 200 } },
            })
              .jpeg()
              .toBuffer()
            const media = await payload.create({
              collection: 'media',
              data: { alt: `Foto ${i}` },
              file: { data: photo, mimetype: 'image/jpeg', name: `foto-${i}.jpg`, size: photo.length },
              overrideAccess: true,
            })
            acknowledged.push({ collection: 'media', id: media.id, at: Date.now(), file: media.filename ?? undefined })
          }
        }
      })()
      // Some writes acknowledged before the backup starts (a count, not a time: a loaded machine writes slower).
      for (const until = Date.now() + 60_000; acknowledged.length <= 10 && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 50))

      const archive = path.join(site.dir, 'copia.tar.gz')
      // A client gallery's original, in its private folder (GALLERIES_DIR, by default under DATA_DIR).
      const galleryFile = path.join('galleries', '12', '345', 'original')
      mkdirSync(path.dirname(path.join(siteEnv.DATA_DIR, galleryFile)), { recursive: true })
      writeFileSync(path.join(siteEnv.DATA_DIR, galleryFile), 'los bytes de un original de cámara')
      const backupStarted = Date.now()
      const backup = await tool('backup', [archive], siteEnv)
      writing = false
      await writer
      expect(backup.code, backup.output).toBe(0)
      expect(backup.output).toMatch(/Copia lista/)
      // It holds password hashes, sessions and visitors' files: readable by its owner alone.
      expect(statSync(archive).mode & 0o077).toBe(0)
      const before = acknowledged.filter((w) => w.at < backupStarted)
      expect(before.length).toBeGreaterThan(10)
      expect(acknowledged.length).toBeGreaterThan(before.length) // writes went on while it copied

      // An empty site elsewhere.
      const target = path.join(site.dir, 'restaurado')
      if (dialect === 'postgres') restoreDb = await createPostgresDatabase('revela_restore_test')
      const targetEnv = {
        ...siteEnv,
        DATABASE_URL: restoreDb?.url ?? `file:${path.join(target, 'sitio.db')}`,
        MEDIA_DIR: path.join(target, 'media'),
        DATA_DIR: path.join(target, 'data'),
      }
      const restore = await tool('restore', [archive], targetEnv)
      expect(restore.code, restore.output).toBe(0)
      expect(restore.output).toMatch(/Copia recuperada/)

      // Read back through the restored database itself.
      const found = await idsIn(dialect, targetEnv.DATABASE_URL)
      for (const write of before)
        expect(found[write.collection]?.has(String(write.id)), `${write.collection} ${write.id}`).toBe(true)
      const photos = before.filter((w) => w.file)
      expect(photos.length).toBeGreaterThan(0)
      for (const write of photos) {
        const copy = findFile(targetEnv.MEDIA_DIR, write.file!)
        expect(copy, `${write.file} en ${targetEnv.MEDIA_DIR}`).toBeTruthy()
        expect(sha(copy!)).toBe(sha(findFile(siteEnv.MEDIA_DIR, write.file!)!))
      }

      // The files visitors sent with the messages, byte for byte.
      const received = before.filter((w) => w.received)
      expect(received.length).toBeGreaterThan(0)
      for (const write of received) {
        const copy = path.join(targetEnv.DATA_DIR, 'submission-files', write.received!)
        expect(existsSync(copy), copy).toBe(true)
        expect(sha(copy)).toBe(sha(path.join(siteEnv.DATA_DIR, 'submission-files', write.received!)))
      }

      // The gallery's photo, byte for byte, in the restored site's galleries folder.
      expect(readFileSync(path.join(targetEnv.DATA_DIR, galleryFile), 'utf8')).toBe(
        'los bytes de un original de cámara',
      )

      // A site with content is not overwritten unless told.
      const again = await tool('restore', [archive], targetEnv)
      expect(again.code).toBe(1)
      expect(again.output).toMatch(/Este sitio ya tiene contenido\. Para sustituirlo por la copia, repite con --force/)

      // A crafted copy: the same, with a photo that links to /etc/passwd. Refused whole, nothing touched.
      const crafted = path.join(site.dir, 'manipulada')
      mkdirSync(crafted)
      execFileSync('tar', ['-xzf', archive, '-C', crafted])
      symlinkSync('/etc/passwd', path.join(crafted, 'media', 'passwd.jpg'))
      const craftedArchive = path.join(site.dir, 'manipulada.tar.gz')
      execFileSync('tar', ['-czf', craftedArchive, '-C', crafted, '.'])
      const refused = await tool('restore', [craftedArchive, '--force'], targetEnv)
      expect(refused.code).toBe(1)
      expect(refused.output).toMatch(/contiene «media\/passwd\.jpg», que no es un archivo ni una carpeta/)
      expect(existsSync(path.join(targetEnv.MEDIA_DIR, 'passwd.jpg'))).toBe(false)
      expect(readdirSync(targetEnv.MEDIA_DIR).length).toBeGreaterThan(0)
    },
  )
}

/** Every id of the collections written, straight from the restored database. */
async function idsIn(dialect: Dialect, url: string): Promise<Record<string, Set<string>>> {
  const tables = { 'form-submissions': 'form_submissions', comments: 'comments', pages: 'pages', media: 'media' }
  const ids: Record<string, Set<string>> = {}
  if (dialect === 'sqlite') {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    for (const [collection, table] of Object.entries(tables))
      ids[collection] = new Set((await client.execute(`SELECT id FROM ${table}`)).rows.map((r) => String(r.id)))
    client.close()
  } else {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    for (const [collection, table] of Object.entries(tables))
      ids[collection] = new Set(
        (await client.query(`SELECT id FROM ${table}`)).rows.map((r: { id: unknown }) => String(r.id)),
      )
    await client.end()
  }
  return ids
}

/** Where a stored file is under a media folder (uploads are kept in year/month folders). */
function findFile(dir: string, name: string): string | undefined {
  if (!existsSync(dir)) return undefined
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    const hit = entry.isDirectory() ? findFile(full, name) : entry.name === name ? full : undefined
    if (hit) return hit
  }
  return undefined
}
