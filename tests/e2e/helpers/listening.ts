import { readFileSync } from 'node:fs'

/** IPv4 as /proc writes it (little-endian hex) to dotted form; IPv6 all-zero to `::`. */
function address(hex: string): string {
  if (hex.length === 8) return [3, 2, 1, 0].map((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.')
  return /^0+$/.test(hex) ? '::' : hex
}

/** The local addresses this machine listens on at a TCP port (from /proc/net/tcp and tcp6): `0.0.0.0` or `::` is every interface. */
export function listeningAddresses(port: number): string[] {
  const out: string[] = []
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/)
      if (!local || state !== '0A') continue
      const [ip, portHex] = local.split(':') as [string, string]
      if (parseInt(portHex, 16) === port) out.push(address(ip))
    }
  }
  return out
}
