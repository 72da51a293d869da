/**
 * The camera as a photographer names it, from EXIF's Make and Model: «Canon EOS R5», not
 * «Canon Canon EOS R5» nor «NIKON CORPORATION NIKON Z 6_2». The maker is dropped from the front of
 * the model when the model already says it, and makers' legal names are shortened.
 */
const MAKERS: [RegExp, string][] = [
  [/^NIKON( CORPORATION)?$/i, 'Nikon'],
  [/^CANON( INC\.?)?$/i, 'Canon'],
  [/^SONY( CORPORATION)?$/i, 'Sony'],
  [/^FUJIFILM( CORPORATION)?$/i, 'Fujifilm'],
  [/^OLYMPUS.*$/i, 'Olympus'],
  [/^OM DIGITAL SOLUTIONS$/i, 'OM System'],
  [/^PENTAX.*$/i, 'Pentax'],
  [/^RICOH.*$/i, 'Ricoh'],
  [/^(LEICA CAMERA AG|LEICA)$/i, 'Leica'],
  [/^PANASONIC$/i, 'Panasonic'],
  [/^HASSELBLAD$/i, 'Hasselblad'],
  [/^APPLE$/i, 'Apple'],
  [/^SAMSUNG.*$/i, 'Samsung'],
]

const clean = (text: string | undefined) =>
  (text ?? '').replace(/\0/g, '').replace(/_/g, ' ').replace(/\s+/g, ' ').trim()

export function cameraName(make: string | undefined, model: string | undefined): string | null {
  const rawMake = clean(make)
  const tidyMake = MAKERS.find(([pattern]) => pattern.test(rawMake))?.[1] ?? rawMake
  let tidyModel = clean(model)
  for (const prefix of [rawMake, tidyMake, rawMake.split(' ')[0] ?? '']) {
    if (prefix && tidyModel.toLowerCase().startsWith(prefix.toLowerCase() + ' '))
      tidyModel = tidyModel.slice(prefix.length + 1)
  }
  // «NIKON Z 6 2» is how Nikon writes the Z 6II; the rest keep their model as written.
  return [tidyMake, tidyModel].filter(Boolean).join(' ') || null
}
