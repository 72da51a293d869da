/** What the client reads about how many photos they have chosen. */
export interface SelectionCount {
  /** «12 de 30», or «12 elegidas» when the session sets no limit. */
  counter: string
  /** The photos chosen beyond those the session includes (0 when within it or without a limit). */
  extra: number
  /** A plain sentence when over the limit, with what the extras cost when the studio set a price; else null. */
  overLimit: string | null
}

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })

const photos = (count: number) => (count === 1 ? '1 foto' : `${count} fotos`)

/**
 * The counter and the over-limit notice of a selection: `chosen` favourites against the session's
 * `limit` (null: no limit), with `extraPrice` euros per photo beyond it (null: the studio set none).
 * Choosing more is allowed and said plainly; the studio decides what to do with it.
 */
export function selectionCount(chosen: number, limit: number | null, extraPrice: number | null): SelectionCount {
  if (!limit) return { counter: chosen === 1 ? '1 elegida' : `${chosen} elegidas`, extra: 0, overLimit: null }
  const extra = Math.max(0, chosen - limit)
  if (extra === 0) return { counter: `${chosen} de ${limit}`, extra, overLimit: null }
  const price =
    extraPrice && extraPrice > 0
      ? ` Cada foto de más cuesta ${euros.format(extraPrice)}: ${euros.format(extra * extraPrice)} en total.`
      : ' El estudio te dirá si tienen coste.'
  return {
    counter: `${chosen} de ${limit}`,
    extra,
    overLimit: `Has elegido ${photos(extra)} más de las ${limit} que incluye tu sesión.${price}`,
  }
}
