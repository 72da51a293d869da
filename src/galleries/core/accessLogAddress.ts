import { isIP } from 'node:net'

/**
 * A visitor's address as the gallery's access log keeps it: IPv4 without its last byte
 * (203.0.113.0), IPv6 to its /48 (2001:db8:85a3::). The log is kept a year
 * (GALLERY_LIMITS.accessLogDays) to show the studio where a link was opened from — the network,
 * never the device: a whole address for so long would be more personal data than that needs.
 * Anything that is not an address is kept as nothing.
 */
export function accessLogAddress(ip: string | null | undefined): string | null {
  const text = (ip ?? '').trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)?.[1]
  const address = mapped ?? text
  const version = isIP(address)
  if (version === 4) return address.replace(/\.\d+$/, '.0')
  if (version !== 6) return null
  return `${expandIpv6(address).slice(0, 3).join(':')}::`
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first three are kept anyway.
  const width = right.some((g) => g.includes('.')) ? 7 : 8
  const groups = tail === undefined ? left : [...left, ...Array(width - left.length - right.length).fill('0'), ...right]
  return groups.map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)))
}
