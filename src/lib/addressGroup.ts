import { isIPv6 } from 'node:net'

/**
 * The group a visitor's address is counted in by every per-address limit (posting, login): an IPv4
 * address alone, an IPv6 one by its /64, the block one customer line gets. Counting whole IPv6
 * addresses let one line post and guess passwords from billions of them.
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An IPv4 tail (::ffff:1.2.3.4) stands for two groups; it never reaches the first four.
  const width = right.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0)
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - width)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
