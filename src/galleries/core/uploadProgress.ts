import { formatBytes } from '@/lib/formatBytes'

/** Where one file of a set stands in the studio's upload. */
export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed'

export type UploadEntry = { bytes: number; sent: number; state: UploadState }

/** The whole set at a glance: files and bytes done of the total (failed files stay in the total). */
export type UploadTotals = { files: number; done: number; failed: number; bytes: number; sent: number }

/** Adds up the set's files. */
export function uploadTotals(entries: readonly UploadEntry[]): UploadTotals {
  const totals = { files: entries.length, done: 0, failed: 0, bytes: 0, sent: 0 }
  for (const e of entries) {
    totals.bytes += e.bytes
    totals.sent += e.state === 'done' ? e.bytes : Math.min(e.sent, e.bytes)
    if (e.state === 'done') totals.done++
    if (e.state === 'failed') totals.failed++
  }
  return totals
}

/** A reading of the bytes sent so far, at a time in milliseconds. */
export type RateSample = { at: number; sent: number }

/** How far back the speed is measured: long enough to smooth chunks out, short enough to follow a slower line. */
export const RATE_WINDOW_MS = 30_000

/** The readings kept after a new one: those of the last RATE_WINDOW_MS. */
export function addRateSample(samples: readonly RateSample[], sample: RateSample): RateSample[] {
  return [...samples.filter((s) => sample.at - s.at <= RATE_WINDOW_MS && s.sent <= sample.sent), sample]
}

/** Seconds left at the recent speed, or null while there is too little to judge (under 3 s, or no progress). */
export function secondsLeft(samples: readonly RateSample[], remainingBytes: number): number | null {
  const first = samples[0]
  const last = samples.at(-1)
  if (!first || !last || last.at - first.at < 3000 || last.sent <= first.sent) return null
  const bytesPerSecond = (last.sent - first.sent) / ((last.at - first.at) / 1000)
  return remainingBytes / bytesPerSecond
}

const number = new Intl.NumberFormat('es-ES')

/** «quedan unos 4 min», «queda menos de un minuto», «quedan alrededor de 2 h 10 min». */
export function timeLeftText(seconds: number | null): string {
  if (seconds === null) return 'calculando el tiempo restante'
  if (seconds < 60) return 'queda menos de un minuto'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return minutes === 1 ? 'queda alrededor de 1 min' : `quedan unos ${number.format(minutes)} min`
  // Past an hour, minutes to the nearest five: the speed of a home line is no more precise than that.
  const rounded = Math.round(minutes / 5) * 5
  const hours = Math.floor(rounded / 60)
  const rest = rounded % 60
  return `quedan alrededor de ${number.format(hours)} h${rest ? ` ${rest} min` : ''}`
}

/** «12 de 300 fotos · 1,2 GB de 9,8 GB · quedan unos 4 min» (the time only while files are going). */
export function uploadProgressText(totals: UploadTotals, seconds: number | null, running: boolean): string {
  const files = `${number.format(totals.done)} de ${number.format(totals.files)} ${totals.files === 1 ? 'foto' : 'fotos'}`
  const parts = [files, `${totals.sent ? formatBytes(totals.sent) : '0 MB'} de ${formatBytes(totals.bytes)}`]
  if (running) parts.push(timeLeftText(seconds))
  if (totals.failed) parts.push(`${number.format(totals.failed)} con error`)
  return parts.join(' · ')
}
