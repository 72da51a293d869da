import type { Payload } from 'payload'

/**
 * Where the studio's gallery notices go: the studio's address in Ajustes del sitio, else every
 * account of the admin (a studio that has not filled its settings still hears of a selection).
 */
export async function studioInbox(payload: Payload, settings: { email?: string | null }): Promise<string[]> {
  if (settings.email) return [settings.email]
  const { docs } = await payload.find({
    collection: 'users',
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  })
  return docs.map((user) => user.email).filter(Boolean)
}
