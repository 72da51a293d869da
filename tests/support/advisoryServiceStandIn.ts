import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

/**
 * A local stand-in for the npm registry's advisory service, over real HTTP, for `npm audit`
 * pointed at it (npm_config_registry): POST /-/npm/v1/security/advisories/bulk with npm's gzipped
 * `{ name: [versions] }` is answered with the advisories given for the names asked about, or 405
 * as this machine's registry mirror answers; GET /<name> serves the packuments npm reads to work
 * out a fix. The advisories are test data, never a real package's.
 */
export type StandInAdvisory = { id: number; url: string; title: string; severity: string; vulnerable_versions: string }

export type AdvisoryServiceStandIn = {
  /** For npm_config_registry. */
  registry: string
  /** The names and versions of every bulk request received. */
  asked: Record<string, string[]>[]
  /** 'answer' (the default) or 'refuse' (405, GET only). */
  mode: 'answer' | 'refuse'
  close(): Promise<void>
}

export async function startAdvisoryServiceStandIn(
  advisories: Record<string, StandInAdvisory[]>,
  packuments: Record<string, string[]>,
): Promise<AdvisoryServiceStandIn> {
  const standIn = { asked: [], mode: 'answer' } as unknown as AdvisoryServiceStandIn
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.method === 'POST' && request.url === '/-/npm/v1/security/advisories/bulk') {
        if (standIn.mode === 'refuse') {
          response.writeHead(405, { allow: 'GET,HEAD' })
          return response.end()
        }
        const body = Buffer.concat(chunks)
        const asked = JSON.parse(
          (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString(),
        ) as Record<string, string[]>
        standIn.asked.push(asked)
        return response.end(
          JSON.stringify(Object.fromEntries(Object.entries(advisories).filter(([name]) => name in asked))),
        )
      }
      const name = decodeURIComponent(request.url?.slice(1) ?? '')
      const versions = packuments[name]
      if (request.method !== 'GET' || !versions) {
        response.statusCode = 404
        return response.end('{}')
      }
      const manifest = (version: string) => [version, { name, version, dependencies: {} }]
      response.end(
        JSON.stringify({
          name,
          'dist-tags': { latest: versions.at(-1) },
          versions: Object.fromEntries(versions.map(manifest)),
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()))
  return standIn
}
