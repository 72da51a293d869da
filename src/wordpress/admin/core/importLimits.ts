const MB = 1024 * 1024

/**
 * What the admin importer accepts. An export of a large WordPress site is a few tens of MB; the
 * uploads folder of a studio a few GB at most. The unzipped limits stop a small .zip that would
 * expand to fill the disk (a "zip bomb").
 */
export const IMPORT_LIMITS = {
  exportBytes: 200 * MB,
  zipBytes: 2048 * MB,
  unzippedBytes: 4096 * MB,
  zipEntries: 100_000,
} as const

// The importer's messages say sizes as the rest of the admin does.
export { formatBytes } from '@/lib/formatBytes'
