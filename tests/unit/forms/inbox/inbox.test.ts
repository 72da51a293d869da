import { describe, expect, it } from 'vitest'

import { messageEntries, valueText } from '@/forms/inbox/messageEntries'
import { replyMailto } from '@/forms/inbox/replyMailto'
import { submissionsCsv } from '@/forms/inbox/submissionsCsv'
import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'
import { fieldLabels, fieldTypes } from '@/forms/template/fieldLabels'
import { toCsv } from '@/lib/csv'
import { readableDateTime, spreadsheetDateTime } from '@/lib/localDateTime'

const demo = { labels: fieldLabels(DEMO_CONTACT_TEMPLATE), types: fieldTypes(DEMO_CONTACT_TEMPLATE) }
const fields = [
  { name: 'privacy', value: '1' },
  { name: 'your-name', value: 'Lucía Pérez' },
  { name: 'your-email', value: 'lucia@example.com' },
  { name: 'your-tel', value: '' },
  { name: 'preferred-date', value: '2024-06-03' },
  { name: 'your-message', value: 'Quiero un book.\nPara agencias.' },
  { name: 'old-field', value: 'de antes' },
]

describe('the inbox’s pieces', () => {
  it('gives Madrid’s local time, summer and winter', () => {
    expect(readableDateTime('2024-05-14T06:00:00Z')).toBe('14 de mayo de 2024, 8:00')
    expect(readableDateTime('2024-01-14T23:30:00Z')).toBe('15 de enero de 2024, 0:30')
    expect(spreadsheetDateTime('2024-05-14T06:00:00Z')).toBe('14/05/2024 08:00')
    expect(spreadsheetDateTime('2024-01-14T23:30:00.000Z')).toBe('15/01/2024 00:30')
    expect(spreadsheetDateTime('no es una fecha')).toBe('no es una fecha')
  })

  it('shows a message under its form’s labels, in the form’s order, values in words', () => {
    expect(messageEntries(fields, demo)).toEqual([
      { name: 'your-name', label: 'Nombre', value: 'Lucía Pérez' },
      { name: 'your-email', label: 'Correo electrónico', value: 'lucia@example.com' },
      { name: 'preferred-date', label: 'Fecha preferida', value: '3 de junio de 2024' },
      { name: 'your-message', label: 'Mensaje', value: 'Quiero un book.\nPara agencias.' },
      { name: 'privacy', label: 'He leído y acepto la política de privacidad', value: 'Sí' },
      { name: 'old-field', label: 'old-field', value: 'de antes' },
    ])
    expect(valueText('acceptance', '')).toBe('No')
    expect(valueText('checkbox', ['Retrato', 'Familia'])).toBe('Retrato, Familia')
  })

  it('builds the CSV with the labels as headers and Madrid’s times', () => {
    const { header, rows } = submissionsCsv(
      [
        {
          createdAt: '2024-05-14T06:00:00.000Z',
          formId: 1,
          formTitle: 'Contacto',
          fields,
          fileUrls: [],
          pageUrl: 'http://x/contacto/',
          remoteIp: '203.0.113.9',
        },
        {
          createdAt: '2024-01-14T23:30:00.000Z',
          formId: 2,
          formTitle: 'Bodas',
          fields: [{ name: 'nombre', value: 'Ana' }],
          fileUrls: ['http://x/a.pdf'],
        },
      ],
      new Map([
        [1, demo],
        [
          2,
          {
            labels: fieldLabels('<label>Nombre [text nombre]</label><label>Invitados [number guests]</label>'),
            types: new Map(),
          },
        ],
      ]),
    )
    expect(header).toEqual([
      'Fecha (hora de Madrid)',
      'Formulario',
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Tipo de sesión',
      'Fecha preferida',
      'Mensaje',
      'He leído y acepto la política de privacidad',
      'Invitados',
      'old-field',
      'Archivos',
      'Página',
      'IP',
    ])
    expect(rows[0]).toEqual([
      '14/05/2024 08:00',
      'Contacto',
      'Lucía Pérez',
      'lucia@example.com',
      '',
      '',
      '2024-06-03',
      'Quiero un book.\nPara agencias.',
      'Sí',
      '',
      'de antes',
      '',
      'http://x/contacto/',
      '203.0.113.9',
    ])
    // Two forms' «Nombre» share one column.
    expect(rows[1]).toEqual([
      '15/01/2024 00:30',
      'Bodas',
      'Ana',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'http://x/a.pdf',
      '',
      '',
    ])
    expect(toCsv(header, rows).split('\r\n')[0]).toBe(
      '\uFEFFFecha (hora de Madrid);Formulario;Nombre;Correo electrónico;Teléfono;Tipo de sesión;Fecha preferida;Mensaje;He leído y acepto la política de privacidad;Invitados;old-field;Archivos;Página;IP',
    )
  })

  it('opens a reply to the sender with «Re:» and the message quoted', () => {
    const href = replyMailto({
      to: 'lucia@example.com',
      name: 'Lucía Pérez',
      studioName: 'Revela Estudio',
      sentAt: '2024-05-14T06:00:00Z',
      entries: messageEntries(fields, demo),
    })!
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('lucia@example.com')
    expect(url.searchParams.get('subject')).toBe('Re: Tu mensaje a Revela Estudio')
    const body = url.searchParams.get('body')!
    expect(body).toContain('El 14 de mayo de 2024, 8:00, Lucía Pérez escribió:\r\n> Nombre: Lucía Pérez\r\n')
    expect(body).toContain('> Mensaje: Quiero un book.\r\n> Para agencias.')
    expect(
      new URL(
        replyMailto({
          to: 'a@b.es',
          subject: 'Presupuesto boda',
          studioName: 'X',
          sentAt: '2024-05-14T06:00:00Z',
          entries: [],
        })!,
      ).searchParams.get('subject'),
    ).toBe('Re: Presupuesto boda')
  })

  it('makes no link to an address a visitor could use to add headers or recipients', () => {
    for (const to of ['', 'no es correo', 'a@b.es?bcc=c@d.es', 'a@b.es,c@d.es', 'a@b.es&subject=x'])
      expect(replyMailto({ to, studioName: 'X', sentAt: '2024-05-14T06:00:00Z', entries: [] })).toBeNull()
  })
})
