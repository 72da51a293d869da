import { describe, expect, it } from 'vitest'

import { firstSteps, isDemoAddress, type SiteFacts } from '@/dashboard/firstSteps'
import { newMessagesQuery } from '@/dashboard/newMessages'

const fresh: SiteFacts = {
  studioDetails: false,
  logo: false,
  menuItems: 0,
  ownPages: 0,
  mailConfigured: false,
  isAdmin: true,
  imported: false,
}

describe('first steps', () => {
  it('lists what a new site needs, none done, each with where to do it', () => {
    const steps = firstSteps(fresh)
    expect(steps.map((s) => [s.key, s.title, s.done])).toEqual([
      ['studio', 'Pon los datos de tu estudio', false],
      ['logo', 'Sube tu logotipo', false],
      ['import', 'Trae tu contenido de WordPress', false],
      ['page', 'Crea tu primera página', false],
      ['menu', 'Ordena el menú', false],
      ['mail', 'Recibe los avisos por correo', false],
    ])
    expect(steps.find((s) => s.key === 'studio')!.href).toBe('/admin/globals/site-settings')
    expect(steps.find((s) => s.key === 'mail')).toMatchObject({
      href: null,
      hint: expect.stringContaining('Falta configurar el servidor de correo'),
    })
  })

  it('marks what is done and says so; editors are not sent to the admins’ tools', () => {
    const steps = firstSteps({
      ...fresh,
      studioDetails: true,
      logo: true,
      menuItems: 5,
      ownPages: 2,
      mailConfigured: true,
      isAdmin: false,
    })
    expect(steps.every((s) => s.done)).toBe(true)
    expect(steps.map((s) => s.key)).not.toContain('import')
    expect(steps.find((s) => s.key === 'page')!.hint).toBe('Ya tienes 2 páginas tuyas.')
    expect(steps.find((s) => s.key === 'menu')!.hint).toBe('El menú tiene 5 elementos.')
  })

  it('knows the demo’s made-up addresses', () => {
    expect(isDemoAddress('hola@revela.example')).toBe(true)
    expect(isDemoAddress('hola@estudiolucia.es')).toBe(false)
    expect(isDemoAddress(null)).toBe(false)
  })

  it('links the count of new messages to the inbox filtered to them', () => {
    const query = new URLSearchParams(newMessagesQuery(new Date('2024-05-07T06:00:00Z')).slice(1))
    expect(Object.fromEntries(query)).toEqual({
      'where[and][0][status][equals]': 'received',
      'where[and][1][createdAt][greater_than_equal]': '2024-05-07T06:00:00.000Z',
    })
  })
})
