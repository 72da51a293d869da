import { initials } from '@/lib/initials'

import './initialsAvatar.css'

/**
 * The account button's picture: the user's initials in a circle, drawn here. Payload's default asks
 * Gravatar for it, which would hand every staff address's hash to a third party on each page.
 */
export function InitialsAvatar({ user }: { user?: { name?: string | null; email?: string | null } | null }) {
  const who = user?.name?.trim() || user?.email || ''
  return (
    <span
      className="revela-avatar"
      role="img"
      aria-label={who ? `Tu cuenta: ${who}` : 'Tu cuenta'}
      title={who || undefined}
    >
      <span aria-hidden="true">{initials(user?.name, user?.email)}</span>
    </span>
  )
}
