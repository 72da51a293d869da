import proxyaddr from 'proxy-addr'

import { env } from '@/env'

import { PEER_ADDRESS_HEADER } from './peerAddress.mjs'

let compiled: { list: string[]; trust: (address: string, hop: number) => boolean } | undefined

/**
 * The visitor's address. It starts from the socket's address, which scripts/server.mjs stamps on
 * the request; X-Forwarded-For is followed back only through proxies TRUST_PROXY names (nginx in
 * front: `loopback`), so a visitor who sends the header names no address but their own. '' when the
 * request did not come through that server (e.g. `next dev`): visitors then cannot be told apart.
 */
export function clientIp(request: Request): string {
  return visitorAddress(
    request.headers.get(PEER_ADDRESS_HEADER),
    request.headers.get('x-forwarded-for'),
    env().trustProxy,
  )
}

/** clientIp's rule on its three inputs: the socket's address, X-Forwarded-For and the trusted proxies. */
export function visitorAddress(peer: string | null, forwardedFor: string | null, trustProxy: string[]): string {
  if (!peer) return ''
  if (trustProxy.length === 0) return plainAddress(peer)
  if (compiled?.list !== trustProxy) compiled = { list: trustProxy, trust: proxyaddr.compile(trustProxy) }
  const forwarded = forwardedFor ?? undefined
  // proxy-addr reads a Node request; these two fields are all it looks at.
  const like = {
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwarded },
  }
  return plainAddress(proxyaddr(like as unknown as Parameters<typeof proxyaddr>[0], compiled.trust))
}

/** `::ffff:203.0.113.5`, as Node reports an IPv4 visitor on a dual-stack socket, is 203.0.113.5. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}
