import { BlockList, isIP } from 'node:net'

// Loopback, private, link-local, carrier-grade NAT, multicast, reserved and documentation ranges:
// never a studio's public web host, always a way into this machine's own network.
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
// IPv6 adds the forms that carry an IPv4 address inside (IPv4-compatible ::a.b.c.d, IPv4-mapped in
// hexadecimal, 6to4, Teredo), any of which may lead to a private one, and the discard range.
for (const [net, prefix] of [
  ['::', 96],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

/** Whether an IP address is on the public internet (not this machine, nor a private network). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) is judged as the IPv4 it is.
    const mapped = mappedIpv4(address)
    if (mapped) return isPublicAddress(mapped)
    return !blocked.check(address, 'ipv6')
  }
  return !blocked.check(address, 'ipv4')
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:0:0/96), in either spelling; null otherwise. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (dotted) return dotted
  const hex = /^(?:::|(?:0{1,4}:){5})ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  if (!hex) return null
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}
