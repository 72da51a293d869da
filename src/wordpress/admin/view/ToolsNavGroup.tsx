import { NavGroup } from '@payloadcms/ui'

import { userIsAdmin } from '@/access/isAdmin'

import { ToolsNavLink } from './ToolsNavLink.client'

/** The admin menu's «Herramientas» group, for admins only: the WordPress importer. */
export function ToolsNavGroup({ user }: { user?: { roles?: string[] | null } | null }) {
  if (!userIsAdmin(user)) return null
  return (
    <NavGroup label="Herramientas">
      <ToolsNavLink href="/admin/importar-wordpress" label="Importar desde WordPress" />
    </NavGroup>
  )
}
