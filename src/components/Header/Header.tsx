import { IntentLink } from '@/components/IntentLink.client'

import { getHeader, getHomePageId, getSettings } from '@/data/globals'
import { linkHref } from '@/lib/permalink'

import { SearchForm } from '../SearchForm'

import { MainMenu } from './MainMenu.client'
import type { MenuItem } from './menuTypes'

type RawItem = Parameters<typeof linkHref>[0] & {
  id?: string | null
  label: string
  children?: RawItem[] | null
  grandchildren?: RawItem[] | null
}

// An item whose target is gone or not published, and that opens no submenu, leads nowhere: it is
// left out rather than shown as text a visitor would try to click.
const resolve = (items: RawItem[] | null | undefined, homeId?: number): MenuItem[] =>
  (items ?? [])
    .map((item, i) => ({
      id: item.id ?? String(i),
      label: item.label,
      href: linkHref(item, homeId),
      children: resolve(item.children ?? item.grandchildren, homeId),
    }))
    .filter((item) => item.href !== null || item.children.length > 0)

/** The site header: the studio's name, the main menu and, when set, a search box; sticky at the top of the window. */
export async function Header() {
  const [header, settings, homeId] = await Promise.all([getHeader(), getSettings(), getHomePageId()])
  const items = resolve(header.items as RawItem[], homeId)
  return (
    <header className="site-header" id="masthead">
      <div className="site-header__inner">
        <IntentLink href="/" className="site-brand" rel="home">
          <span className="site-brand__name">{settings.studioName}</span>
          {settings.tagline && <span className="site-brand__tagline">{settings.tagline}</span>}
        </IntentLink>
        <MainMenu items={items} />
        {header.searchBox && <SearchForm inHeader placeholder="Buscar…" />}
      </div>
    </header>
  )
}
