import type { Endpoint, Where } from 'payload'

import { toCsv } from '@/lib/csv'

type Stored = { name: string; value: string | string[] }

const PAGE = 500

/**
 * GET /api/form-submissions/export.csv[?form=ID&search=text]: the inbox as a spreadsheet, one
 * column per field of the forms involved. Editors only; the list page links here with its filters.
 */
export const exportCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Inicia sesión para exportar.' }] }, { status: 401 })
    const params = new URL(req.url ?? '', 'http://x').searchParams
    const and: Where[] = []
    const formId = Number(params.get('form'))
    if (Number.isSafeInteger(formId) && formId > 0) and.push({ form: { equals: formId } })
    const search = params.get('search')?.trim()
    if (search)
      and.push({ or: [{ name: { like: search } }, { email: { like: search } }, { summary: { like: search } }] })

    const docs = []
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: 'form-submissions',
        where: and.length ? { and } : {},
        sort: '-createdAt',
        limit: PAGE,
        page,
        depth: 1,
        req,
        overrideAccess: false,
      })
      docs.push(...result.docs)
      if (!result.hasNextPage) break
    }

    const fieldNames: string[] = []
    for (const doc of docs)
      for (const f of (doc.fields as Stored[] | null) ?? []) if (!fieldNames.includes(f.name)) fieldNames.push(f.name)

    const origin = new URL(req.url ?? '', 'http://x').origin
    const rows = docs.map((doc) => {
      const byName = new Map(((doc.fields as Stored[] | null) ?? []).map((f) => [f.name, f.value]))
      const files = (doc.files ?? []).map((f) => (typeof f === 'object' && f?.url ? new URL(f.url, origin).href : ''))
      const form = typeof doc.form === 'object' ? doc.form.title : (doc.formTitle ?? doc.form)
      return [doc.createdAt, form, ...fieldNames.map((n) => byName.get(n) ?? ''), files.join(' '), doc.pageUrl, doc.remoteIp]
    })
    const header = ['Fecha', 'Formulario', ...fieldNames, 'Archivos', 'Página', 'IP']
    const date = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(header, rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="mensajes-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
