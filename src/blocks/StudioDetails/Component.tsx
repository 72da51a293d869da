import { getSettings } from '@/data/globals'
import type { StudioDetailsBlock } from '@/payload-types'

import { studioDetailItems, type StudioDetailLine } from '@/lib/studioDetails/studioDetailItems'
import './studioDetails.css'

const Line = ({ line }: { line: StudioDetailLine }) =>
  line.href ? <a href={line.href}>{line.text}</a> : <>{line.text}</>

/**
 * The studio's contact details read from Ajustes del sitio at render time (the settings' change
 * re-renders every page), so that the phone on /contacto/ is the one in the footer.
 */
export async function StudioDetailsComponent({ show, showLabels }: StudioDetailsBlock) {
  const items = studioDetailItems(await getSettings(), show)
  if (items.length === 0) return null
  const labelled = showLabels ?? true
  return (
    <address className="block-studio-details">
      {items.map((item) =>
        item.lines.length === 1 && item.kind !== 'social' ? (
          <p key={item.kind} className={`studio-detail studio-detail--${item.kind}`}>
            {labelled && <span className="studio-detail__label">{item.label}: </span>}
            <Line line={item.lines[0]!} />
          </p>
        ) : (
          <div key={item.kind} className={`studio-detail studio-detail--${item.kind}`}>
            {labelled && <p className="studio-detail__label">{item.label}:</p>}
            <ul aria-label={labelled ? undefined : item.label}>
              {item.lines.map((line) => (
                <li key={line.text}>
                  <Line line={line} />
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </address>
  )
}
