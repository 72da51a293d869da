import type { LegalNoticeItem } from './legalNoticeItems'

/** The studio's identifying data as a definition list, after the editor's optional introduction. */
export function LegalNoticeView({ intro, items }: { intro?: string | null; items: LegalNoticeItem[] }) {
  return (
    <div className="block-legal-notice">
      {intro && <p>{intro}</p>}
      <dl className="legal-notice">
        {items.map((item) => (
          // A <div> per pair is allowed inside <dl> and keeps each term beside its value.
          <div className="legal-notice__row" key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
