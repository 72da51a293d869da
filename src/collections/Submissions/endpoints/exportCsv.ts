import type { Endpoint, Where } from 'payload'

import type { FormLabels } from '@/forms/inbox/messageEntries'
import { submissionsCsv, type CsvSubmission } from '@/forms/inbox/submissionsCsv'
import { todayIn } from '@/forms/template/dateOption'
import { fieldLabels, fieldTypes } from '@/forms/template/fieldLabels'
import { toCsv } from '@/lib/csv'

const PAGE = 500

/**
 * GET /api/form-submissions/export.csv[?form=ID&search=text]: the inbox as a spreadsheet, one
 * column per field of the forms involved, headed by its label, dates in Madrid's time. Editors only; the list page links here with its filters.
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

    const origin = new URL(req.url ?? '', 'http://x').origin
    const formsById = new Map<number, FormLabels>()
    const rows: CsvSubmission[] = docs.map((doc) => {
      const form = typeof doc.form === 'object' ? doc.form : null
      if (form && !formsById.has(form.id))
        formsById.set(form.id, { labels: fieldLabels(form.template), types: fieldTypes(form.template) })
      return {
        createdAt: doc.createdAt,
        formId: form?.id ?? (typeof doc.form === 'number' ? doc.form : null),
        formTitle: form?.title ?? doc.formTitle ?? '',
        fields: doc.fields,
        fileUrls: (doc.files ?? []).flatMap((f) =>
          typeof f === 'object' && f?.url ? [new URL(f.url, origin).href] : [],
        ),
        pageUrl: doc.pageUrl,
        remoteIp: doc.remoteIp,
      }
    })
    const { header, rows: cells } = submissionsCsv(rows, formsById)
    const date = todayIn()
    return new Response(toCsv(header, cells), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="mensajes-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
