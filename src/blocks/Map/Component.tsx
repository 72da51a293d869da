import type { MapBlock } from '@/payload-types'

/** The place and a link that opens it in Google Maps (in a new tab, only when the visitor asks). */
export function MapComponent({ address, zoom }: MapBlock) {
  if (!address) return null
  const href = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}${zoom ? `&zoom=${zoom}` : ''}`
  return (
    <div className="block-map">
      <p className="block-map__address">{address}</p>
      <p>
        <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer">
          Ver en Google Maps<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </p>
    </div>
  )
}
