import { SHARE_ICONS } from './shareIcons'

/** A network's glyph, inline and hidden from assistive technology: the link's name says it all. */
export function ShareIcon({ network }: { network: string }) {
  const paths = SHARE_ICONS[network] ?? SHARE_ICONS.share!
  return (
    <svg
      className="share-buttons__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
