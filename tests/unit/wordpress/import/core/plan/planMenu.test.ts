import { describe, expect, it } from 'vitest'

import { emptyItem } from '@/wordpress/import/core/wxr/fields'
import type { WxrItem } from '@/wordpress/import/core/wxr/types'
import { menuTree } from '@/wordpress/import/core/plan/menuTree'
import { planMenu } from '@/wordpress/import/core/plan/planMenu'
import { emptyReport } from '@/wordpress/import/core/plan/report'
import type { PlannedDoc } from '@/wordpress/import/core/plan/types'

const SITE = 'https://estudio.example'
const menuItem = (id: number, menu: string, title: string, url: string, parent = 0, order = id): WxrItem => ({
  ...emptyItem(),
  id,
  type: 'nav_menu_item',
  status: 'publish',
  title,
  menuOrder: order,
  terms: [{ domain: 'nav_menu', slug: menu, name: menu }],
  meta: { _menu_item_type: 'custom', _menu_item_url: url, _menu_item_menu_item_parent: String(parent) },
})
const pageItem = (id: number, menu: string, pageId: number, parent = 0): WxrItem => ({
  ...menuItem(id, menu, '', '', parent),
  meta: {
    _menu_item_type: 'post_type',
    _menu_item_object: 'page',
    _menu_item_object_id: String(pageId),
    _menu_item_menu_item_parent: String(parent),
  },
})
const page = (wpId: number, title: string, status: PlannedDoc['status'] = 'published') =>
  ({ kind: 'page', wpId, title, status }) as PlannedDoc
const docs = new Map([
  [10, page(10, 'Aviso legal')],
  [11, page(11, 'Política de privacidad')],
  [12, page(12, 'Borrador', 'draft')],
])

describe('planMenu', () => {
  it('brings the footer menu whole as the footer’s links, and the main one as the header’s', () => {
    const report = emptyReport()
    const items = [
      menuItem(1, 'menu-principal', 'Inicio', `${SITE}/`),
      menuItem(2, 'menu-principal', 'Contacto', `${SITE}/contacto/`),
      pageItem(3, 'pie-de-pagina', 10),
      pageItem(4, 'pie-de-pagina', 11),
      menuItem(5, 'pie-de-pagina', 'Instagram', 'https://instagram.com/estudio'),
    ]
    const { main, footer } = planMenu(items, [], docs, SITE, report)
    expect(main.map((i) => i.label)).toEqual(['Inicio', 'Contacto'])
    expect(footer).toEqual([
      { label: 'Aviso legal', target: { kind: 'page', wpId: 10 }, children: [] },
      { label: 'Política de privacidad', target: { kind: 'page', wpId: 11 }, children: [] },
      { label: 'Instagram', target: { kind: 'url', url: 'https://instagram.com/estudio' }, children: [] },
    ])
    expect(report.notes).toEqual([])
  })

  it('shows labels as text (WordPress prints them as HTML) and names what it leaves out', () => {
    const report = emptyReport()
    const items = [
      menuItem(1, 'principal', '<i class="fa fa-home"></i> Inicio &amp; más', `${SITE}/`),
      pageItem(2, 'principal', 12),
      pageItem(3, 'principal', 99),
    ]
    const { main } = planMenu(items, [], docs, SITE, report)
    expect(main.map((i) => i.label)).toEqual(['Inicio & más'])
    expect(report.skipped).toEqual([
      { itemId: 2, title: 'Borrador', reason: 'el elemento de menú lleva a «Borrador» (12), que no llega publicada' },
      { itemId: 3, title: 'elemento de menú 3', reason: 'el elemento de menú lleva a la página 99, que no se importa' },
    ])
  })

  it('never puts a javascript: or data: link in a menu, however it is written, and says so', () => {
    const report = emptyReport()
    const items = [
      menuItem(1, 'principal', 'Inicio', `${SITE}/`),
      menuItem(2, 'principal', 'Truco', 'javascript:alert(document.cookie)'),
      menuItem(3, 'principal', 'Otro', ' JaVa\tScRiPt:alert(1)'),
      menuItem(4, 'principal', 'Datos', 'data:text/html,<script>alert(1)</script>'),
    ]
    const { main } = planMenu(items, [], docs, SITE, report)
    expect(main.map((i) => i.label)).toEqual(['Inicio'])
    expect(report.skipped.map((s) => s.title)).toEqual(['Truco', 'Otro', 'Datos'])
    expect(report.skipped[0]!.reason).toMatch(/no es una dirección web/)
  })

  it('moves the children of an item left out up to its parent', () => {
    const items = [
      menuItem(1, 'principal', 'Servicios', '/servicios/'),
      pageItem(2, 'principal', 99, 1),
      menuItem(3, 'principal', 'Retrato', '/retrato/', 2),
    ]
    const { main } = planMenu(items, [], docs, SITE, emptyReport())
    expect(main).toEqual([
      {
        label: 'Servicios',
        target: { kind: 'url', url: '/servicios/' },
        children: [{ label: 'Retrato', target: { kind: 'url', url: '/retrato/' }, children: [] }],
      },
    ])
  })

  it('plans 60,000 items nested one in another, or side by side, in linear time and without recursion', () => {
    const N = 60_000
    const nested = Array.from({ length: N }, (_, i) => menuItem(i + 1, 'principal', `Nivel ${i + 1}`, `/n${i + 1}/`, i))
    const flat = Array.from({ length: N }, (_, i) => menuItem(i + 1, 'principal', `Enlace ${i + 1}`, `/e${i + 1}/`))
    const started = performance.now()
    const report = emptyReport()
    const deep = planMenu(nested, [], docs, SITE, report).main
    const wide = planMenu(flat, [], docs, SITE, emptyReport()).main
    // About a second on a busy machine; quadratic work on 60,000 items would take minutes.
    expect(performance.now() - started).toBeLessThan(10_000)
    // Three levels; what was deeper sits at the third, beside its ancestor there, in order.
    expect(deep).toHaveLength(1)
    const third = deep[0]!.children[0]!.children
    expect(third).toHaveLength(N - 2)
    expect(third[0]!.label).toBe('Nivel 3')
    expect(third.at(-1)!.label).toBe(`Nivel ${N}`)
    expect(third.every((i) => i.children.length === 0)).toBe(true)
    expect(report.notes).toEqual([
      expect.stringMatching(/^59997 elementos del menú «principal» estaban a más de 3 niveles \(«Nivel 4», «Nivel 5»/),
    ])
    expect(wide).toHaveLength(N)
    expect(wide.at(-1)!.label).toBe(`Enlace ${N}`)
  })
})

describe('menuTree', () => {
  it('puts entries in a loop of parents, or whose parent is missing, at the top', () => {
    const { roots } = menuTree(
      [
        { id: 1, parent: 2, value: 'a' },
        { id: 2, parent: 1, value: 'b' },
        { id: 3, parent: 77, value: 'c' },
      ],
      3,
    )
    expect(roots.map((n) => n.value)).toEqual(['b', 'c'])
    expect(roots[0]!.children.map((n) => n.value)).toEqual(['a'])
  })

  it('keeps a child listed before its parent under it', () => {
    const { roots } = menuTree(
      [
        { id: 2, parent: 1, value: 'hija' },
        { id: 1, parent: 0, value: 'madre' },
      ],
      3,
    )
    expect(roots).toEqual([{ value: 'madre', children: [{ value: 'hija', children: [] }] }])
  })
})
