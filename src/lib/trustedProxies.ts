import proxyaddr from 'proxy-addr'

/** Values of TRUST_PROXY that mean "no proxy in front". */
const OFF = new Set(['false', '0', 'off', 'no', 'none'])

/**
 * TRUST_PROXY read into the list proxy-addr understands: `loopback` (nginx on the same machine, as
 * deploy/ sets it up), `linklocal`, `uniquelocal`, addresses and CIDR ranges, comma-separated.
 * Unset or off, no proxy is trusted. `true` (trust every hop) is refused: it would let any visitor
 * name their own address again. Returns the reason, in Spanish, when a value is not understood.
 */
export function trustedProxies(value: string | undefined): { list: string[] } | { problem: string } {
  const raw = (value ?? '').trim().toLowerCase()
  if (raw === '' || OFF.has(raw)) return { list: [] }
  if (raw === 'true' || raw === '*') {
    return {
      problem:
        'no admite «true»: confiar en cualquiera permitiría falsear la dirección; indica loopback o las direcciones del proxy',
    }
  }
  const list = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  try {
    proxyaddr.compile(list)
  } catch {
    // proxyaddr's own message names only the first bad entry; the problem returned,
    // which the environment's check reports, says what the setting accepts.
    return {
      problem:
        'debe ser loopback, linklocal, uniquelocal o una lista de direcciones IP o rangos CIDR separados por comas',
    }
  }
  return { list }
}
