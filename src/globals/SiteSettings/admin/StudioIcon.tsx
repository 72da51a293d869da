import { getSettings } from '@/data/globals'
import { FAVICON_URL } from '@/lib/constants'

import { studioBrand } from './studioBrand'

/** The admin's small icon (top left, the way back to the dashboard): the studio's square logo, or its mark. */
export async function StudioIcon() {
  const { name, logo } = studioBrand(await getSettings())
  return (
    <img
      src={logo?.square ? logo.url : FAVICON_URL}
      alt={name}
      width={18}
      height={18}
      style={{ display: 'block', objectFit: 'contain' }}
    />
  )
}
