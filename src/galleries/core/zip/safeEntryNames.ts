/** What an entry is called when nothing of its name survives («foto», as the client would say). */
const FALLBACK = 'foto'
/** UTF-8 bytes kept of a name: file systems allow 255, and room is left for « (12)». */
const MAX_NAME_BYTES = 200
/** Windows refuses these characters in a file name; an unzipper there would stop at them. */
const WINDOWS_FORBIDDEN = new Set(['<', '>', ':', '"', '|', '?', '*'])
/** …and these names, whatever the extension. */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/

/** Control characters (C0, DEL, C1) and the bidirectional marks that make «gpj.exe» read as «exe.jpg». */
function isHidden(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

function utf8Length(code: number): number {
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * Leading dots hide a file (and make «..»); trailing dots and spaces are dropped by Windows. A loop,
 * not a regular expression: `[. ]+$` backtracks quadratically on a long run of dots.
 */
function trimDotsAndSpaces(name: string): string {
  let start = 0
  let end = name.length
  while (start < end && (name[start] === '.' || /\s/.test(name[start]!))) start++
  while (end > start && (name[end - 1] === '.' || /\s/.test(name[end - 1]!))) end--
  return name.slice(start, end)
}

/** The name's last path segment, cleaned, trimmed and cut to its byte budget (its extension kept). */
function cleanName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? ''
  let clean = ''
  for (const char of base) {
    const code = char.codePointAt(0)!
    if (!isHidden(code)) clean += WINDOWS_FORBIDDEN.has(char) ? '_' : char
  }
  clean = trimDotsAndSpaces(clean)
  if (clean === '') return FALLBACK
  const dot = clean.lastIndexOf('.')
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ''
  let stem = extension ? clean.slice(0, dot) : clean
  if (WINDOWS_DEVICES.test(stem.split('.')[0]!.toLowerCase())) stem = `_${stem}`
  let budget = MAX_NAME_BYTES - extension.length
  let kept = ''
  for (const char of stem) {
    budget -= utf8Length(char.codePointAt(0)!)
    if (budget < 0) break
    kept += char
  }
  return `${kept.trim() || FALLBACK}${extension}`
}

/**
 * Names that are safe and unique inside the archive, in the same order: no folders, no `..`, no
 * control or bidirectional characters, nothing Windows refuses, NFC (as macOS sends NFD); a name
 * already taken, ignoring case as Windows and macOS do, becomes «name (2).jpg», «name (3).jpg»…
 */
export function safeEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  const nextNumber = new Map<string, number>()
  return names.map((raw) => {
    const name = cleanName(raw)
    const key = name.toLowerCase()
    if (!taken.has(key)) {
      taken.add(key)
      return name
    }
    const dot = name.lastIndexOf('.')
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
    for (let number = nextNumber.get(key) ?? 2; ; number++) {
      const candidate = `${stem} (${number})${extension}`
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase())
        nextNumber.set(key, number + 1)
        return candidate
      }
    }
  })
}
