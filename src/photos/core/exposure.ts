/** How a photographer reads an exposure: «1/250 s», «2 s», «f/2,8», «50 mm», «ISO 400» (Spanish decimals). */

const decimal = (value: number, digits = 1) => value.toLocaleString('es-ES', { maximumFractionDigits: digits })

/** The shutter speed from EXIF's ExposureTime in seconds: a fraction below a third of a second, seconds above. */
export function shutterSpeed(seconds: number | undefined): string | null {
  if (!seconds || !Number.isFinite(seconds) || seconds <= 0) return null
  if (seconds < 0.3) return `1/${Math.round(1 / seconds)} s`
  return `${decimal(seconds)} s`
}

export function aperture(fNumber: number | undefined): string | null {
  return fNumber && Number.isFinite(fNumber) && fNumber > 0 ? `f/${decimal(fNumber)}` : null
}

export function focalLength(mm: number | undefined): string | null {
  return mm && Number.isFinite(mm) && mm > 0 ? `${decimal(mm)} mm` : null
}

/** The four together, as the library shows them: «50 mm · f/2,8 · 1/250 s · ISO 400». */
export function exposureSummary(e: {
  focalLength?: number | null
  aperture?: number | null
  exposureTime?: number | null
  iso?: number | null
}): string | null {
  const parts = [
    focalLength(e.focalLength ?? undefined),
    aperture(e.aperture ?? undefined),
    shutterSpeed(e.exposureTime ?? undefined),
    e.iso ? `ISO ${e.iso}` : null,
  ]
  return parts.filter(Boolean).join(' · ') || null
}
