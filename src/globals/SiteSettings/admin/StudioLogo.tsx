import { getSettings } from '@/data/globals'
import { FAVICON_URL } from '@/lib/constants'

import { studioBrand } from './studioBrand'

/**
 * The login page's heading: the studio's own logo, or its mark and name, read from Ajustes del sitio
 * as the site's header reads them, instead of Payload's logo.
 */
export async function StudioLogo() {
  const { name, logo } = studioBrand(await getSettings())
  return (
    <h1
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: '0.75rem',
        margin: 0,
        fontSize: '1.75rem',
        lineHeight: 1.2,
        fontWeight: 600,
      }}
    >
      {logo ? (
        <img
          src={logo.url}
          alt={name}
          width={logo.width}
          height={logo.height}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '5rem', width: 'auto', height: 'auto' }}
        />
      ) : (
        <>
          <img src={FAVICON_URL} alt="" width={48} height={48} style={{ display: 'block', flexShrink: 0 }} />
          <span>{name}</span>
        </>
      )}
    </h1>
  )
}
