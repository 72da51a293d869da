import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepOneLocation } from '../../../scripts/singleLocation.mjs'

/** The Location a client reads from an answer written by `write`, with and without keepOneLocation. */
async function locationOf(write: (res: ServerResponse) => void, fix: boolean): Promise<string | null> {
  const server = createServer((_req, res) => {
    if (fix) keepOneLocation(res)
    write(res)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return (await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })).headers.get('location')
  } finally {
    server.close()
  }
}

describe('keepOneLocation', () => {
  const ways: [string, (res: ServerResponse) => void][] = [
    ['an array', (res) => (res.setHeader('Location', ['/a/', '/a/']), res.writeHead(308))],
    [
      'appended twice',
      (res) => (res.setHeader('location', '/a/'), res.appendHeader('Location', '/a/'), res.writeHead(308)),
    ],
    ['in writeHead’s object', (res) => res.writeHead(308, { Location: ['/a/', '/a/'] })],
    ['in writeHead’s flat list', (res) => res.writeHead(308, ['Location', '/a/', 'location', '/a/'])],
    [
      'set and again in writeHead',
      (res) => (
        res.setHeader('Location', ['/a/', '/a/']),
        res.writeHead(308, 'Permanent Redirect', { 'X-Other': '1' })
      ),
    ],
  ]
  it.each(ways)('sends one Location when Next sets it %s', async (_, write) => {
    expect(await locationOf(write, false)).toBe('/a/, /a/')
    expect(await locationOf(write, true)).toBe('/a/')
  })

  it('leaves other headers and single Locations alone', async () => {
    expect(await locationOf((res) => (res.setHeader('Location', '/b/'), res.writeHead(301)), true)).toBe('/b/')
    expect(await locationOf((res) => res.writeHead(200, { 'Content-Type': 'text/plain' }), true)).toBeNull()
  })
})
