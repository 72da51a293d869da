// Client galleries at scale (issue 34), on a server of its own from the bench's build (with the
// memory settings `npm start` gives it), a fresh SQLite database and its own galleries folder:
//  1. N camera JPEGs (24 MP, ~10 MB; BENCH_GALLERY_PHOTOS, 200 by default: ~2 GB) uploaded through
//     tus from Node, 3 at a time in 8 MiB chunks as the admin's uploader sends them, in MB/s against
//     a plain copy of the same files into another folder of this disk (fs.copyFile, 3 at a time);
//  2. «Descargar todas» of that gallery (the originals' ZIP, once every photo is prepared), in MB/s
//     against nginx serving one file of the ZIP's size from the same disk; both read by curl;
//  3. a gallery of 600 smaller photos as a client opens it on a phone: Lighthouse (bench/galleryPage.mjs);
//  4. the peak RSS of the server's process tree (the server, the photo worker it forks, their
//     children) during the uploads and during the downloads, and the photo worker's own peak (its
//     process and children) while it prepares the photos' web sizes.
//
// Part of `npm run bench` (BENCH_GALLERY=0 skips it); alone, after a build: node bench/galleries.mjs.
import { execFile } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { copyFile } from 'node:fs/promises'
import path from 'node:path'

import { NEXT_ENV, prepareCommand, root, run, serverCommand } from '../scripts/run.mjs'
import { freePort, get, log, processTree, startProcess, stopProcess, treeRssKb, waitFor } from './lib.mjs'
import { galleryPageBudgets, galleryPageLine, measureGalleryPage } from './galleryPage.mjs'
import { cameraPhotos, inParallel, PARALLEL_UPLOADS, tusUpload, waitForPrepared } from './galleryTools.mjs'
import { findNginx, startNginx } from './nginx.mjs'

export const GALLERY_BUDGETS = { zip_ratio: 0.8, rss_mb: 512 }
/** The gallery: 200 photos of ~10 MB, ~2 GB. BENCH_GALLERY_PHOTOS makes a quicker run. */
export const GALLERY_PHOTOS = Number(process.env.BENCH_GALLERY_PHOTOS ?? 200)
/**
 * A 24 MP camera JPEG: sharp's gaussian grain at this strength and quality weighs ~10.5 MB, as a
 * camera's file of real detail does (tests/support/cameraPhoto.ts makes them the same way).
 */
const PHOTO = { width: 6000, height: 4000, quality: 90, sigma: 18 }
/**
 * Photos drawn (each takes a core ~7 s); the others are copies of these with a comment segment of
 * their own, so that every file's bytes differ (nothing on the way can deduplicate them).
 */
const DRAWN_PHOTOS = 8
/** Each download is measured this many times, alternating with its baseline; the best of each counts. */
const ROUNDS = 2
const SAMPLE_MS = 100
const ADMIN = { email: 'admin@revela.test', password: 'revela-bench-galerias-2026' }
const MB = 1024 * 1024

/** Runs the measurement in `tmp`; null when BENCH_GALLERY=0 or BENCH_GALLERY_PHOTOS=0. */
export async function measureGalleries(tmp, { photos = GALLERY_PHOTOS } = {}) {
  if (process.env.BENCH_GALLERY === '0' || !(photos > 0)) return null
  const nginxBinary = findNginx()
  if (!nginxBinary) throw new Error('nginx no está instalado: apt-get install nginx-light')
  const dir = path.join(tmp, 'galleries')
  const sourceDir = path.join(dir, 'camera')
  mkdirSync(sourceDir, { recursive: true })
  const files = await cameraPhotos(sourceDir, photos, Array(DRAWN_PHOTOS).fill(PHOTO))
  const totalBytes = files.reduce((sum, file) => sum + statSync(file).size, 0)
  log(`  ${files.length} fotos de ${PHOTO.width}×${PHOTO.height} generadas: ${mbOf(totalBytes)} MB`)

  // The baseline of the uploads: the same files copied into another folder of this disk.
  const copyDir = path.join(dir, 'copy')
  mkdirSync(copyDir)
  const copyStarted = performance.now()
  await inParallel(files, PARALLEL_UPLOADS, (file) => copyFile(file, path.join(copyDir, path.basename(file))))
  const copyS = (performance.now() - copyStarted) / 1000
  rmSync(copyDir, { recursive: true, force: true })

  const distDir = `.next-bench-galleries-${process.pid}`
  const build = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  cpSync(build, path.join(root, distDir), {
    recursive: true,
    filter: (src) => path.resolve(src) !== path.join(build, 'cache'),
  })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const [, serverArgs, memoryEnv] = serverCommand()
  const env = {
    ...process.env,
    ...NEXT_ENV,
    ...memoryEnv,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    DATA_DIR: path.join(dir, 'data'),
    GALLERIES_DIR: path.join(dir, 'data', 'galleries'),
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: 'bench-galleries-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }
  for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'REDIS_URL', 'SMTP_URL'])
    delete env[name]
  let server = null
  let nginx = null
  try {
    log('  base de datos nueva con la demo…')
    const [command, args] = await prepareCommand()
    await run(command, args, { env, quiet: true })
    server = startProcess(process.execPath, serverArgs, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    await waitFor('El servidor de las galerías', async () => (await get(`${baseUrl}/`))?.status === 200, {
      timeoutMs: 60_000,
      died: () => server.exitInfo,
    })
    const idleMb = mbOf(treeRssKb(server.pid) * 1024)

    const { api, token } = await signIn(baseUrl)
    const created = await api('/api/client-galleries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Boda de prueba de carga',
        client: { name: 'Cliente de prueba', email: 'cliente@revela.test' },
        downloads: 'originals',
      }),
    })
    if (created.status !== 201) throw new Error(`Crear la galería respondió ${created.status}: ${await created.text()}`)
    const gallery = (await created.json()).doc

    // Uploads; the worker starts preparing each photo as its upload ends, as it does for a studio.
    const sampler = memorySampler(server.pid)
    const uploadStarted = performance.now()
    await inParallel(files, PARALLEL_UPLOADS, (file) => tusUpload(baseUrl, token, gallery.id, file))
    const uploadS = (performance.now() - uploadStarted) / 1000
    const upload = sampler.phase()
    log(
      `  subida: ${round(totalBytes / MB / uploadS, 1)} MB/s; copia en el disco: ${round(totalBytes / MB / copyS, 1)} MB/s`,
    )
    await waitForPrepared(api, gallery.id, files.length)
    const preparedS = (performance.now() - uploadStarted) / 1000
    const preparing = sampler.phase()
    log(`  preparadas en ${round(preparedS, 0)} s desde la primera subida`)

    const sent = await api(`/api/client-galleries/${gallery.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'sent' }),
    })
    if (sent.status !== 200) throw new Error(`Enviar la galería respondió ${sent.status}: ${await sent.text()}`)

    // The baseline of the download: one file of the ZIP's size, on the same disk, served by nginx.
    const zipUrl = `${baseUrl}/galeria-privada/${gallery.accessToken}/descargar/fotos.zip`
    // Its length from a first byte (a resumed download's answer names the whole).
    const first = await fetch(zipUrl, { headers: { range: 'bytes=0-0' } })
    await first.arrayBuffer()
    const zipBytes = Number(/\/(\d+)$/.exec(first.headers.get('content-range') ?? '')?.[1])
    if (first.status !== 206 || !(zipBytes > totalBytes))
      throw new Error(`La descarga de la galería respondió ${first.status} (${zipBytes} bytes) a su primer byte`)
    const staticRoot = path.join(dir, 'static')
    mkdirSync(staticRoot)
    writeSameSize(path.join(staticRoot, 'galeria.bin'), files, zipBytes)
    const [staticPort, listenPort] = [await freePort(), await freePort()]
    mkdirSync(path.join(dir, 'nginx'))
    // Workers of a root-started nginx run as `nobody`: they must reach the file (bench/nginx.mjs).
    for (const folder of [tmp, dir, staticRoot]) chmodSync(folder, 0o755)
    nginx = await startNginx(nginxBinary, path.join(dir, 'nginx'), {
      staticPort,
      listenPort,
      appPort: port,
      mediaDir: env.MEDIA_DIR,
      staticRoot,
      deployConf: path.join(root, 'deploy', 'nginx.conf'),
    })
    const fileUrl = `http://127.0.0.1:${staticPort}/galeria.bin`
    sampler.phase()
    const zip = []
    const plain = []
    for (let i = 0; i < ROUNDS; i++) {
      plain.push(await curlMbPerS(fileUrl, zipBytes))
      zip.push(await curlMbPerS(zipUrl, zipBytes))
    }
    const download = sampler.phase()
    sampler.stop()
    const [zipMbS, plainMbS] = [Math.max(...zip), Math.max(...plain)]
    log(
      `  descarga del ZIP: ${zipMbS} MB/s (${zip.join(', ')}); nginx, un fichero: ${plainMbS} MB/s (${plain.join(', ')})`,
    )
    const page = await measureGalleryPage({ baseUrl, api, token, dir })

    return {
      photos: files.length,
      photo_mb: round(totalBytes / MB / files.length, 1),
      gallery_mb: mbOf(totalBytes),
      zip_mb: mbOf(zipBytes),
      copy_mb_s: round(totalBytes / MB / copyS, 1),
      upload_mb_s: round(totalBytes / MB / uploadS, 1),
      upload_ratio: round(copyS / uploadS, 3),
      upload_s: round(uploadS, 1),
      prepared_s: round(preparedS, 1),
      photos_per_min: round((files.length / preparedS) * 60, 1),
      zip_mb_s: zipMbS,
      nginx_mb_s: plainMbS,
      zip_ratio: round(zipMbS / plainMbS, 3),
      idle_rss_mb: idleMb,
      upload_rss_mb: mbOf(upload.tree * 1024),
      upload_server_rss_mb: mbOf(upload.server * 1024),
      download_rss_mb: mbOf(download.tree * 1024),
      download_server_rss_mb: mbOf(download.server * 1024),
      rss_mb: mbOf(Math.max(upload.tree, download.tree) * 1024),
      worker_rss_mb: mbOf(Math.max(upload.worker, preparing.worker) * 1024),
      preparing_rss_mb: mbOf(Math.max(upload.tree, preparing.tree) * 1024),
      page,
    }
  } finally {
    await nginx?.stop()
    await stopProcess(server)
    rmSync(path.join(root, distDir), { recursive: true, force: true })
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The report's lines for these figures. */
export function galleryLines(r) {
  if (!r) return ['  Galerías de clientes: omitidas (BENCH_GALLERY=0)']
  return [
    `  Galerías de clientes (${r.photos} fotos de 24 MP, ${r.photo_mb} MB cada una, ${r.gallery_mb} MB en total):`,
    `    subida por tus (${PARALLEL_UPLOADS} a la vez, trozos de 8 MiB) ${r.upload_mb_s} MB/s en ${r.upload_s} s; copia de los mismos ficheros en el disco ${r.copy_mb_s} MB/s (× ${r.upload_ratio}); el preparador trabaja a la vez`,
    `    preparadas (tamaños web y marca) en ${r.prepared_s} s desde la primera subida: ${r.photos_per_min} fotos/min`,
    `    «Descargar todas» (ZIP de ${r.zip_mb} MB, originales) ${r.zip_mb_s} MB/s; nginx sirviendo un fichero de ese tamaño ${r.nginx_mb_s} MB/s (× ${r.zip_ratio})`,
    `    RSS máx. del servidor con sus hijos: ${r.idle_rss_mb} MB en reposo, ${r.upload_rss_mb} MB durante la subida (el servidor solo ${r.upload_server_rss_mb} MB), ${r.download_rss_mb} MB durante la descarga (solo ${r.download_server_rss_mb} MB), ${r.preparing_rss_mb} MB hasta la última foto preparada`,
    `    RSS máx. del preparador de fotos (su proceso y sus hijos, dentro de los anteriores): ${r.worker_rss_mb} MB`,
    galleryPageLine(r.page),
  ]
}

/** [key, label, pass, shown, value, limit] rows, as widgetBudgets gives them. */
export function galleryBudgets(r) {
  if (!r) return []
  const size = `${r.photos} fotos, ${r.zip_mb} MB`
  return [
    [
      'gallery_zip_ratio',
      `«Descargar todas» de una galería (${size}) ≥ ${GALLERY_BUDGETS.zip_ratio * 100} % de los MB/s de nginx con un fichero`,
      r.zip_ratio >= GALLERY_BUDGETS.zip_ratio,
      `${round(r.zip_ratio * 100, 1)} % (${r.zip_mb_s} frente a ${r.nginx_mb_s} MB/s)`,
      r.zip_ratio,
      GALLERY_BUDGETS.zip_ratio,
    ],
    [
      'gallery_rss_mb',
      `y RSS máx. del servidor con sus hijos (el preparador de fotos incluido) durante la subida y la descarga ≤ ${GALLERY_BUDGETS.rss_mb} MB`,
      r.rss_mb <= GALLERY_BUDGETS.rss_mb,
      `${r.rss_mb} MB`,
      r.rss_mb,
      GALLERY_BUDGETS.rss_mb,
    ],
    ...galleryPageBudgets(r.page),
  ]
}

/** MB/s of one GET read to its end by curl (the same client for the app and for nginx); checks its length. */
function curlMbPerS(url, bytes) {
  return new Promise((resolve, reject) =>
    execFile(
      'curl',
      ['-s', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_total}', url],
      (error, stdout) => {
        const [status, size, seconds] = stdout.trim().split(' ').map(Number)
        if (error || status !== 200 || size !== bytes)
          return reject(new Error(`GET ${url}: ${status} con ${size} de ${bytes} bytes ${error?.message ?? ''}`))
        resolve(round(bytes / MB / seconds, 1))
      },
    ),
  )
}

/** A file of exactly `bytes`, the photos' bytes one after another (as many times as it takes). */
function writeSameSize(target, files, bytes) {
  const fd = openSync(target, 'w')
  try {
    for (let written = 0, i = 0; written < bytes; i++) {
      const chunk = readFileSync(files[i % files.length])
      written += writeSync(fd, chunk, 0, Math.min(chunk.length, bytes - written))
    }
  } finally {
    closeSync(fd)
  }
}

/**
 * The peaks of the server's tree (all its processes), of the server alone and of the photo worker's
 * subtree, sampled every SAMPLE_MS; `phase()` returns the peaks since the previous call and starts anew.
 */
function memorySampler(serverPid) {
  let peaks = { tree: 0, server: 0, worker: 0 }
  const timer = setInterval(() => {
    const members = processTree(serverPid)
    const workers = members.filter((pid) => cmdline(pid).includes('gallery-photo-worker'))
    peaks = {
      tree: Math.max(peaks.tree, treeRssKb(serverPid)),
      server: Math.max(peaks.server, rssKb(serverPid)),
      worker: Math.max(
        peaks.worker,
        workers.reduce((sum, pid) => sum + treeRssKb(pid), 0),
      ),
    }
  }, SAMPLE_MS)
  return {
    phase() {
      const done = peaks
      peaks = { tree: 0, server: 0, worker: 0 }
      return done
    },
    stop: () => clearInterval(timer),
  }
}

/** A fetch signed in to the admin's REST API, and its token (for tus). */
async function signIn(baseUrl) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok)
    throw new Error(`No se ha podido entrar en la administración del servidor de las galerías (${login.status}).`)
  const { token } = await login.json()
  const api = (pathname, init = {}) =>
    fetch(baseUrl + pathname, { ...init, headers: { authorization: `JWT ${token}`, ...(init.headers ?? {}) } })
  return { api, token }
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}
const rssKb = (pid) => {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}
const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits
const mbOf = (bytes) => Math.round(bytes / MB)

// Alone (after a build): node bench/galleries.mjs (BENCH_GALLERY_PHOTOS=20 for a quick run)
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const os = await import('node:os')
  const { mkdtempSync } = await import('node:fs')
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'revela-bench-galleries-'))
  process.on('exit', () => rmSync(tmp, { recursive: true, force: true }))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.error('✗ No hay compilación: ejecuta npm run build (o npm run bench, que compila).')
    process.exit(1)
  }
  try {
    log(`• Galerías de clientes: ${GALLERY_PHOTOS} fotos subidas por tus, preparadas y descargadas en un ZIP…`)
    const r = await measureGalleries(tmp)
    for (const line of galleryLines(r)) log(line)
    for (const [, label, pass, shown] of galleryBudgets(r)) log(`  ${pass ? 'PASS' : 'FAIL'}  ${label}: ${shown}`)
    log(`BENCH_JSON ${JSON.stringify({ galleries: r })}`)
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
}
