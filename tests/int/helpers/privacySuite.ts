import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PEER_ADDRESS_HEADER } from '@/lib/peerAddress.mjs'

import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }
const SITE = 'http://localhost:3999'
const DAY_MS = 24 * 60 * 60 * 1000

type Json = Record<string, unknown>

const choice = (consentId: string, extra: Json = {}): Json => ({
  consentId,
  action: 'custom',
  categories: ['necessary', 'analytics'],
  revision: 3,
  pageUrl: '/politica-de-cookies/',
  ...extra,
})

/**
 * Proof of consent on a real database: what POST /wp-json/revela/v1/consent stores and refuses,
 * the hourly purge of old records, and the seeded legal pages' blocks. The same on SQLite and PostgreSQL.
 */
export function privacySuite(dialect: Dialect) {
  let payload: Payload
  let POST: (request: Request) => Promise<Response>

  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    POST(
      new Request(`${SITE}/wp-json/revela/v1/consent`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          origin: SITE,
          'user-agent': 'Mozilla/5.0 (pruebas)',
          ...headers,
        },
      }),
    )
  const records = async (consentId: string) =>
    (await payload.find({ collection: 'consent-records', where: { consentId: { equals: consentId } }, depth: 0 })).docs
  const errorOf = async (response: Response) =>
    (await response.json()) as { code: string; message: string; data: { status: number } }

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
    ;({ POST } = await import('@/app/(site)/wp-json/revela/v1/consent/route'))
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('POST /wp-json/revela/v1/consent', () => {
    it('stores a choice once, with its fields and nothing about the visitor, and answers 204', async () => {
      const response = await send(JSON.stringify(choice('a1b2c3d4-0001', { ip: '203.0.113.50' })), {
        [PEER_ADDRESS_HEADER]: '203.0.113.50',
      })
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const stored = await records('a1b2c3d4-0001')
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        consentId: 'a1b2c3d4-0001',
        action: 'custom',
        categories: ['necessary', 'analytics'],
        revision: 3,
        pageUrl: '/politica-de-cookies/',
      })
      expect(Object.keys(stored[0]!).sort()).toEqual([
        'action',
        'categories',
        'consentId',
        'createdAt',
        'id',
        'pageUrl',
        'revision',
        'updatedAt',
      ])
      expect(JSON.stringify(stored[0])).not.toMatch(/203\.0\.113\.50|Mozilla/)
    })

    it('accepts a request without Origin (judged by its body) and a choice without pageUrl', async () => {
      const { pageUrl: _, ...body } = choice('a1b2c3d4-0002', { action: 'reject-all', categories: ['necessary'] })
      const response = await POST(
        new Request(`${SITE}/wp-json/revela/v1/consent`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      )
      expect(response.status).toBe(204)
      expect((await records('a1b2c3d4-0002'))[0]).toMatchObject({
        action: 'reject-all',
        categories: ['necessary'],
        pageUrl: null,
      })
    })

    it('refuses bad bodies with 400 and a Spanish message in WordPress’s shape, storing nothing', async () => {
      const cases: [BodyInit, string, string][] = [
        ['{"consentId":', 'rest_invalid_json', 'El cuerpo de la petición no es un JSON válido.'],
        ['[]', 'rest_invalid_param', 'El cuerpo de la petición debe ser un objeto JSON.'],
        [
          JSON.stringify(choice('corto')),
          'rest_invalid_param',
          'Parámetro no válido: consentId debe tener entre 8 y 64 letras, cifras o guiones.',
        ],
        [
          JSON.stringify(choice('a1b2c3d4-0003', { categories: ['analytics'] })),
          'rest_invalid_param',
          'Parámetro no válido: categories debe ser una lista de necessary, analytics, marketing que incluya necessary.',
        ],
        [
          JSON.stringify(choice('a1b2c3d4-0003', { action: 'todo' })),
          'rest_invalid_param',
          'Parámetro no válido: action debe ser accept-all, reject-all o custom.',
        ],
        [
          JSON.stringify(choice('a1b2c3d4-0003', { revision: -2 })),
          'rest_invalid_param',
          'Parámetro no válido: revision debe ser un número entero igual o mayor que 0.',
        ],
        [
          JSON.stringify(choice('a1b2c3d4-0003', { pageUrl: 'https://otro.example/' })),
          'rest_invalid_param',
          expect.stringContaining('pageUrl debe ser una ruta de este sitio') as unknown as string,
        ],
        [
          JSON.stringify({ action: 'custom', categories: ['necessary'], revision: 1 }),
          'rest_invalid_param',
          'Falta el parámetro: consentId.',
        ],
      ]
      for (const [body, code, message] of cases) {
        const response = await send(body)
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({ code, message, data: { status: 400 } })
      }
      expect(await records('a1b2c3d4-0003')).toEqual([])
    })

    it('refuses another site’s pages with 403', async () => {
      for (const origin of ['https://otro.example', 'null', 'http://localhost:3000']) {
        const response = await send(JSON.stringify(choice('a1b2c3d4-0004')), { origin })
        expect(response.status).toBe(403)
        expect(await errorOf(response)).toMatchObject({
          code: 'rest_forbidden_origin',
          message: 'Solo las páginas de este sitio pueden registrar el consentimiento.',
        })
      }
      expect(await records('a1b2c3d4-0004')).toEqual([])
    })

    it('refuses anything but JSON with 415, and a body over 4 KB with 413', async () => {
      const form = await send(new URLSearchParams({ consentId: 'a1b2c3d4-0005' }), {
        'content-type': 'application/x-www-form-urlencoded',
      })
      expect(form.status).toBe(415)
      expect((await errorOf(form)).message).toBe('La petición debe enviarse en formato JSON (application/json).')
      const big = await send(JSON.stringify(choice('a1b2c3d4-0005', { padding: 'x'.repeat(5000) })))
      expect(big.status).toBe(413)
      expect(await errorOf(big)).toMatchObject({
        code: 'rest_payload_too_large',
        message: 'La petición es demasiado grande (máximo 4 KB).',
      })
      expect(await records('a1b2c3d4-0005')).toEqual([])
    })

    it('limits one address to 30 records in ten minutes, answering 429 with Retry-After', async () => {
      const ip = { [PEER_ADDRESS_HEADER]: '198.51.100.201' }
      for (let i = 0; i < 30; i++)
        expect((await send(JSON.stringify(choice(`limite-${String(i).padStart(4, '0')}`)), ip)).status).toBe(204)
      const refused = await send(JSON.stringify(choice('limite-0030')), ip)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
      expect(await errorOf(refused)).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } })
      expect(await records('limite-0030')).toEqual([])
      // Another address is not affected.
      expect(
        (await send(JSON.stringify(choice('limite-otra')), { [PEER_ADDRESS_HEADER]: '198.51.100.202' })).status,
      ).toBe(204)
    })
  })

  describe('purgeConsentRecords', () => {
    it('deletes only the records older than the months set in the settings', async () => {
      const { purgeConsentRecords } = await import('@/jobs/retention')
      const now = new Date()
      const make = (consentId: string, daysAgo: number) =>
        payload.create({
          collection: 'consent-records',
          data: {
            consentId,
            action: 'accept-all',
            categories: ['necessary', 'analytics', 'marketing'],
            revision: 1,
            createdAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
          },
          overrideAccess: true,
        })
      await make('purga-antiguo', 800)
      await make('purga-reciente', 700)
      expect((await records('purga-antiguo'))[0]?.createdAt).toBe(new Date(now.getTime() - 800 * DAY_MS).toISOString())

      expect(await purgeConsentRecords(payload, now)).toBe(1)
      expect(await records('purga-antiguo')).toEqual([])
      expect(await records('purga-reciente')).toHaveLength(1)
      expect(await records('a1b2c3d4-0001')).toHaveLength(1)

      await payload.updateGlobal({
        slug: 'site-settings',
        data: { consentRetentionMonths: 12 },
        context: { disableRevalidate: true },
      })
      expect(await purgeConsentRecords(payload, now)).toBe(1)
      expect(await records('purga-reciente')).toEqual([])
      expect(await records('a1b2c3d4-0001')).toHaveLength(1)
    })
  })

  describe('the seeded legal pages', () => {
    const blockTypes = async (slug: string) => {
      const page = (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!
      return (page.layout ?? []).flatMap((block) =>
        ('blocks' in block && Array.isArray(block.blocks) ? block.blocks : [block]).map((b) => b.blockType),
      )
    }

    it('draw the owner’s data and the cookie table from the settings', async () => {
      expect(await blockTypes('aviso-legal')).toContain('legalNotice')
      expect(await blockTypes('politica-de-privacidad')).toContain('legalNotice')
      expect(await blockTypes('politica-de-cookies')).toContain('cookieTable')
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(settings.cookieDeclarations?.map((c) => [c.category, c.name])).toEqual([
        ['necessary', 'revela_consent'],
        ['necessary', 'comment_author_*'],
        ['analytics', '_ga'],
        ['analytics', '_ga_*'],
        ['marketing', '_gcl_*'],
      ])
      for (const field of ['legalName', 'taxId', 'registry', 'address', 'postalCode', 'email', 'phone'] as const)
        expect(settings[field]).toBeTruthy()
    })
  })
}
