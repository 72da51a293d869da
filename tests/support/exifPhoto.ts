import { ExifTool, type WriteTags } from 'exiftool-vendored'
import sharp from 'sharp'

/**
 * Photos as a camera and Lightroom leave them, for the tests: pixels made by sharp, then EXIF, XMP
 * and GPS written by ExifTool (exiftool-vendored, which ships ExifTool and runs it on the system's
 * Perl), the tool photographers use; no fixture's bytes are written by hand.
 */
export const CAMERA_TAGS = {
  Make: 'Canon',
  Model: 'Canon EOS R5',
  LensModel: 'RF24-70mm F2.8 L IS USM',
  DateTimeOriginal: '2024:06:15 18:42:10',
  OffsetTimeOriginal: '+02:00',
  FocalLength: 50,
  FNumber: 2.8,
  ExposureTime: '1/250',
  ISO: 400,
  'XMP-dc:Title': 'Boda en el Retiro',
  'XMP-dc:Subject': ['boda', 'Madrid', 'retrato'],
} as WriteTags

/** Where the photo was taken and which body and lens took it: what the library removes. */
export const PRIVATE_TAGS = {
  GPSLatitude: 40.4168,
  GPSLatitudeRef: 'N',
  GPSLongitude: -3.7038,
  GPSLongitudeRef: 'W',
  GPSAltitude: 657,
  SerialNumber: '032021001234',
  LensSerialNumber: '9876543210',
  'XMP-aux:SerialNumber': '032021001234',
  'XMP-aux:LensSerialNumber': '9876543210',
  'XMP-exif:GPSLatitude': '40,25.008N',
  'XMP-exif:GPSLongitude': '3,42.228W',
} as WriteTags

let tool: ExifTool | undefined
/** The one ExifTool process of a test file; `endExifTool` in its afterAll. */
export const exifTool = () => (tool ??= new ExifTool({ maxProcs: 1 }))
export const endExifTool = async () => {
  await tool?.end()
  tool = undefined
}

/** A JPEG of `width`×`height` (a grain of noise, like a photo's detail) carrying `tags`. */
export async function writeTaggedJpeg(
  file: string,
  tags: WriteTags,
  { width = 1200, height = 800 } = {},
): Promise<void> {
  await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120, g: 130, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toFile(file)
  await exifTool().write(file, tags, { writeArgs: ['-overwrite_original'] })
}

/** Every tag ExifTool finds in a file (its names: GPSLatitude, SerialNumber, LensSerialNumber…), and its warnings. */
export async function readAllTags(file: string): Promise<Record<string, unknown>> {
  return (await exifTool().read(file, { readArgs: ['-G0:1', '-a'] })) as unknown as Record<string, unknown>
}
