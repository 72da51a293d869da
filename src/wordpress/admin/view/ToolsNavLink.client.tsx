'use client'

import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** A link in the admin menu drawn as Payload draws its own, marked while its page is open. */
export function ToolsNavLink({ href, label }: { href: string; label: string }) {
  const active = usePathname() === href
  return (
    <Link className="nav__link" href={href} prefetch={false} aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
