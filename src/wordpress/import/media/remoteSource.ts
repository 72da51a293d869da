import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { errorMessage } from '@/lib/errorMessage'

import { ImportError } from '../core/importError'
import { isPublicAddress } from './isPublicAddress'
import type { MediaSource } from './mediaSource'
import { MAX_MEDIA_BYTES } from './uploadsFolderSource'

const TIMEOUT_MS = 30_000

type Options = { allowPrivate?: boolean }

/**
 * The old site itself (`--media-from https://estudio.example`): each file is downloaded from its
 * /wp-content/uploads/ address into a temporary folder. Only public addresses are contacted: the
 * name is resolved by a lookup that refuses loopback and private ranges at connection time (so a
 * DNS answer that changes between check and download gains nothing), redirects are not followed,
 * and a file is cut off past the size limit. `allowPrivate` exists for the test suite's local server.
 */
export async function remoteSource(base: string, { allowPrivate = false }: Options = {}): Promise<MediaSource> {
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new ImportError(`--media-from no es una dirección web: «${base}».`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ImportError(`--media-from ha de empezar por https:// o http:// (recibido: «${base}»).`)
  if (url.username || url.password) throw new ImportError('--media-from no puede llevar usuario ni contraseña.')
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true }, (error, list) =>
      error ? reject(error) : resolve(list),
    ),
  ).catch(() => {
    throw new ImportError(`No se encuentra el servidor de --media-from (${url.hostname}): comprueba la dirección.`)
  })
  const privateOne = addresses.find((a) => !isPublicAddress(a.address))
  if (privateOne && !allowPrivate) {
    throw new ImportError(
      `--media-from apunta a una dirección privada o local (${url.hostname} → ${privateOne.address}): solo se descargan medios de un sitio público.`,
    )
  }
  const guardedLookup: typeof dnsLookup = ((
    hostname: string,
    options: object,
    callback: (e: Error | null, a: string | LookupAddress[], f?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, list) => {
      if (error) return callback(error, '', 4)
      const safe = (list as LookupAddress[]).filter((a) => allowPrivate || isPublicAddress(a.address))
      if (safe.length === 0) return callback(new Error(`dirección privada o local (${hostname})`), '', 4)
      if ((options as { all?: boolean }).all) return callback(null, safe)
      callback(null, safe[0]!.address, safe[0]!.family)
    })
  }) as typeof dnsLookup
  const dir = await mkdtemp(path.join(tmpdir(), 'revela-media-'))
  const prefix = url.pathname.replace(/\/$/, '')
  return {
    describe: url.origin + prefix,
    async fetch(file) {
      if (file.split('/').some((s) => s === '..' || s === '.' || s === '')) return null
      const target = new URL(
        `${prefix}/wp-content/uploads/${file.split('/').map(encodeURIComponent).join('/')}`,
        url.origin,
      )
      const out = path.join(dir, file)
      await mkdir(path.dirname(out), { recursive: true })
      return download(target, out, guardedLookup).catch((error: unknown) => {
        // Reported missing like a file the old site does not have (a 404): the reason is said here.
        console.warn(`  No se ha podido descargar ${target.href}: ${errorMessage(error)}`)
        return null
      })
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  }
}

function download(target: URL, out: string, lookup: typeof dnsLookup): Promise<string | null> {
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(
      target,
      { lookup, timeout: TIMEOUT_MS, headers: { 'User-Agent': 'Revela-importador/1.0' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          return resolve(null)
        }
        let bytes = 0
        const file = createWriteStream(out)
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes > MAX_MEDIA_BYTES) req.destroy(new Error('demasiado grande'))
        })
        res.pipe(file)
        file.on('finish', () => resolve(out))
        file.on('error', reject)
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('tiempo agotado')))
    req.on('error', reject)
  })
}
