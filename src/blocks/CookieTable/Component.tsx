import { getSettings } from '@/data/globals'
import type { CookieTableBlock } from '@/payload-types'

import { cookieTableGroups } from './cookieTableGroups'
import { CookieTableView } from './CookieTableView'
import './cookieTable.css'

/**
 * The cookie policy's table, read from the cookies declared in the settings at render time: the
 * banner shows the same list, so the policy cannot fall behind what the site asks consent for.
 */
export async function CookieTableComponent({ showButton }: CookieTableBlock) {
  const settings = await getSettings()
  return <CookieTableView groups={cookieTableGroups(settings.cookieDeclarations)} showButton={showButton !== false} />
}
