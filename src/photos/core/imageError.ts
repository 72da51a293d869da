/**
 * Whether an image library's error (libvips through sharp, as Payload's resize raises it) means
 * the file itself is damaged or incomplete, which no retry can mend: «VipsJpeg: premature end of
 * JPEG image», «Corrupt JPEG data», «Invalid SOS parameters», PNG's «IDAT: CRC error»…
 */
export function isDamagedImageError(message: string): boolean {
  return /premature end|VipsJpeg|corrupt|invalid SOS|huffman|bad (?:huffman|marker)|truncated|CRC error|not enough image data|unexpected end|Input (?:buffer|file) (?:contains|has) (?:unsupported|corrupt)|VipsForeignLoad\w*: .*(?:fail|error)/i.test(
    message,
  )
}
