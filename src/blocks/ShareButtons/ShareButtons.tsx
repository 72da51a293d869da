import { DEFAULT_SHARE_NETWORKS, type ShareNetwork } from '@/lib/shareNetworks'
import type { ShareButtonsBlock } from '@/payload-types'

import { shareButtonItems, type ShareCount } from './core/shareButtonItems'
import { ShareButtonsScript } from './ShareButtonsScript.client'
import { shareGroupId } from './shareGroupId'
import { ShareIcon } from './ShareIcon'
import './shareButtons.css'

export type ShareButtonsProps = {
  /** Network names of the site's list, in the order they are shown. */
  networks: readonly string[]
  /** The absolute URL that is shared. */
  url: string
  title: string
  /** An absolute image URL, which Pinterest pins. */
  image?: string | null
  /** Icon and name, icon alone or name alone; icon and name unless told. */
  view?: ShareButtonsBlock['view']
  /** Counts the studio entered; shown only for networks with a counter. */
  counts?: readonly ShareCount[] | null
  /** The group's visible title; empty, the group is still named «Compartir» for screen readers. */
  label?: string | null
  /** The site's networks (titles, counters); the page builder's list unless told. */
  catalog?: readonly ShareNetwork[]
  id?: string
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const

/**
 * Share buttons as plain links drawn on the server: no third-party script, no cookie and no request
 * to a network until the visitor clicks one. A tiny script, loaded only where this is drawn, adds
 * the phone's own share sheet and the print button.
 */
export function ShareButtons({
  networks,
  url,
  title,
  image,
  view,
  counts,
  label,
  catalog = DEFAULT_SHARE_NETWORKS,
  id,
}: ShareButtonsProps) {
  const items = shareButtonItems({ networks, catalog, target: { url, title, image }, counts })
  if (!items.length) return null
  const look = view ?? 'icon-text'
  const groupId = id ?? shareGroupId(url, networks)
  const heading = label?.trim()
  const content = (network: string, text: string) => (
    <>
      {look !== 'text' && <ShareIcon network={network} />}
      {look !== 'icon' && <span className="share-buttons__text">{text}</span>}
    </>
  )
  return (
    <div
      className={`share-buttons share-buttons--${look}`}
      id={groupId}
      role="group"
      aria-label={heading || 'Compartir'}
      data-share-url={url}
      data-share-title={title}
    >
      {heading && (
        <p className="share-buttons__title" aria-hidden="true">
          {heading}
        </p>
      )}
      <ul className="share-buttons__list">
        {items.map((item) => (
          <li
            key={item.network}
            className={`share-buttons__item share-buttons__item--${item.network}`}
            {...(item.action.kind === 'print' ? { 'data-share-print': '', hidden: true } : {})}
          >
            {item.action.kind === 'link' ? (
              <a
                className="share-buttons__button"
                href={item.action.href}
                aria-label={item.label}
                {...(item.action.newTab ? NEW_TAB : { rel: 'nofollow' })}
              >
                {content(item.network, item.text)}
              </a>
            ) : (
              <button type="button" className="share-buttons__button" aria-label={item.label}>
                {content(item.network, item.text)}
              </button>
            )}
            {item.count && (
              <span className="share-buttons__count">
                <span aria-hidden="true">{item.count.shown}</span>
                <span className="visually-hidden">{item.count.spoken}</span>
              </span>
            )}
          </li>
        ))}
        <li className="share-buttons__item share-buttons__item--native" data-share-native="" hidden>
          <button type="button" className="share-buttons__button" aria-label="Compartir…">
            {content('share', 'Compartir…')}
          </button>
        </li>
      </ul>
      <ShareButtonsScript id={groupId} />
    </div>
  )
}
