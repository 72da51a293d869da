import type { JpegSegment } from './jpegHeader'

/**
 * Removes from a JPEG's header, in place and without touching the image data, what tells where a
 * photo was taken and which camera and lens took it: the GPS block and the serial numbers of EXIF
 * (and the maker's notes, where each maker keeps its own copy of the body's serial number) and the
 * same in XMP (exif:GPS…, aux:SerialNumber, exifEX:BodySerialNumber…). Camera, lens, date and
 * exposure stay. Every change keeps each segment's length (entries moved up, values zeroed, XML
 * blanked with spaces), so no offset elsewhere in the file moves: the cost is one pass over the
 * header. An EXIF block that cannot be read safely is blanked whole. Returns whether anything changed.
 */
export function stripJpegPrivacy(bytes: Uint8Array, segments: JpegSegment[]): boolean {
  let changed = false
  for (const segment of segments) {
    if (segment.marker !== 0xe1) continue
    const payload = bytes.subarray(segment.dataStart, segment.end)
    if (startsWith(payload, EXIF)) {
      try {
        changed = stripExif(payload.subarray(EXIF.length)) || changed
      } catch {
        // An EXIF block whose offsets cannot be followed may hide a position
        // anywhere in it: blanking it whole is the safe answer.
        blank(payload)
        changed = true
      }
    } else if (startsWith(payload, XMP)) {
      changed = stripXmp(payload.subarray(XMP.length)) || changed
    } else if (startsWith(payload, XMP_EXTENSION)) {
      // The rest of a long XMP packet, in chunks: blanked, readers then skip it.
      blank(payload)
      changed = true
    }
  }
  return changed
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))
const EXIF = ascii('Exif\0\0')
const XMP = ascii('http://ns.adobe.com/xap/1.0/\0')
const XMP_EXTENSION = ascii('http://ns.adobe.com/xmp/extension/\0')
const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b)
const blank = (bytes: Uint8Array) => bytes.fill(0)

const GPS_IFD = 0x8825
const EXIF_IFD = 0x8769
/** IFD0: the GPS block; DNG's CameraSerialNumber. */
const IFD0_PRIVATE = new Set([GPS_IFD, 0xc62f])
/** Exif IFD: BodySerialNumber, LensSerialNumber, MakerNote. */
const EXIF_PRIVATE = new Set([0xa431, 0xa435, 0x927c])
/** Bytes per value of each TIFF type (1 BYTE … 13 IFD). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4]

/** Edits a TIFF structure (EXIF's) in place; throws on an offset outside it. */
function stripExif(tiff: Uint8Array): boolean {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength)
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) throw new Error('not TIFF')
  const le = order === 0x4949
  const check = (offset: number, size: number) => {
    if (offset < 8 || offset + size > tiff.length) throw new Error('outside')
  }
  const u16 = (o: number) => view.getUint16(o, le)
  const u32 = (o: number) => view.getUint32(o, le)
  const zeroValue = (entry: number) => {
    const size = (TYPE_SIZE[u16(entry + 2)] ?? 0) * u32(entry + 4)
    if (size <= 4) return
    const at = u32(entry + 8)
    check(at, size)
    tiff.fill(0, at, at + size)
  }
  const ifdSize = (at: number) => {
    check(at, 2)
    const size = 2 + 12 * u16(at) + 4
    check(at, size)
    return size
  }
  const removeTags = (at: number, tags: Set<number>): boolean => {
    const size = ifdSize(at)
    let count = u16(at)
    let removed = false
    for (let i = 0; i < count;) {
      const entry = at + 2 + 12 * i
      if (!tags.has(u16(entry))) {
        i++
        continue
      }
      if (u16(entry) === GPS_IFD) {
        const gps = u32(entry + 8)
        const gpsSize = ifdSize(gps)
        for (let g = 0; g < u16(gps); g++) zeroValue(gps + 2 + 12 * g)
        tiff.fill(0, gps, gps + gpsSize)
      } else zeroValue(entry)
      // The later entries and the next-IFD offset move up one place; the freed last place is zeroed.
      tiff.copyWithin(entry, entry + 12, at + 2 + 12 * count + 4)
      count--
      tiff.fill(0, at + 2 + 12 * count + 4, at + size)
      view.setUint16(at, count, le)
      removed = true
    }
    return removed
  }
  const ifd0 = u32(4)
  ifdSize(ifd0)
  let exifIfd: number | undefined
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + 12 * i) === EXIF_IFD) exifIfd = u32(ifd0 + 2 + 12 * i + 8)
  const fromExif = exifIfd !== undefined && removeTags(exifIfd, EXIF_PRIVATE)
  return removeTags(ifd0, IFD0_PRIVATE) || fromExif
}

/** Local names of XMP properties that say where or with which serial-numbered camera (any prefix). */
const XMP_PRIVATE =
  '(?:GPS[A-Za-z]*|SerialNumber|LensSerialNumber|BodySerialNumber|CameraSerialNumber|InternalSerialNumber)'
const XMP_ATTRIBUTE = new RegExp(`\\s[\\w.-]+:${XMP_PRIVATE}\\s*=\\s*(?:"[^"]*"|'[^']*')`, 'g')
const XMP_ELEMENT = new RegExp(`<([\\w.-]+:${XMP_PRIVATE})(?=[\\s/>])[^>]*?(?:/>|>[\\s\\S]*?</\\1\\s*>)`, 'g')

/** Blanks those properties with spaces, byte for byte (XMP packets are padded with spaces anyway). */
function stripXmp(xml: Uint8Array): boolean {
  // Latin-1 maps each byte to one character and back, so UTF-8 text passes through unchanged.
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1')
  const spaces = (match: string) => ' '.repeat(match.length)
  const stripped = text.replace(XMP_ELEMENT, spaces).replace(XMP_ATTRIBUTE, spaces)
  if (stripped === text) return false
  xml.set(Buffer.from(stripped, 'latin1'))
  return true
}
