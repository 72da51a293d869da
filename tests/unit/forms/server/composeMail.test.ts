import { describe, expect, it } from 'vitest'

import { composeMail } from '@/forms/server/composeMail'
import { parseTemplate } from '@/forms/template/parseTemplate'

const tags = parseTemplate(
  '[text* your-name] [email* your-email] [tel your-tel] [select tipo "Retrato|retrato@estudio.test" "Book"] [textarea msg]',
).tags
const special = {
  _site_title: 'Revela Estudio',
  _site_admin_email: 'hola@revela.test',
  _site_domain: 'revela.test',
  _site_url: 'https://revela.test',
}

describe('composeMail', () => {
  it('fills recipient, sender, subject and body from the fields and special tags', () => {
    const mail = composeMail(
      {
        recipient: '[_site_admin_email]',
        sender: '[_site_title] <no-responder@[_site_domain]>',
        subject: 'Consulta de [your-name]',
        additionalHeaders: 'Reply-To: [your-email]\nCc: a@x.test, b@x.test',
        body: 'De: [your-name] <[your-email]>\n\n[msg]',
      },
      { 'your-name': ['Lucía'], 'your-email': ['lucia@example.com'], msg: ['Hola'] },
      special,
      tags,
    )
    expect(mail).toMatchObject({
      to: ['hola@revela.test'],
      cc: ['a@x.test', 'b@x.test'],
      from: 'Revela Estudio <no-responder@revela.test>',
      replyTo: 'lucia@example.com',
      subject: 'Consulta de Lucía',
      text: 'De: Lucía <lucia@example.com>\n\nHola',
    })
  })

  it('keeps a visitor from adding headers through a value with line breaks', () => {
    const mail = composeMail(
      { recipient: 'a@x.test', subject: '[your-name]', additionalHeaders: 'Reply-To: [your-email]' },
      { 'your-name': ['Eva\r\nBcc: victim@x.test'], 'your-email': ['e@x.test\nBcc: v@x.test'] },
      special,
      tags,
    )
    expect(mail.subject).toBe('Eva Bcc: victim@x.test')
    expect(mail.replyTo).toBe('e@x.test Bcc  v@x.test')
    expect(mail.bcc).toEqual([])
  })

  it('keeps a visitor’s value from adding or replacing an address', () => {
    const mail = composeMail(
      {
        recipient: '[_site_admin_email]',
        sender: '[your-name] <web@revela.test>',
        subject: 'Hola [your-name]',
        additionalHeaders: 'Reply-To: [your-email]',
      },
      { 'your-name': ['Ana <ceo@bank.example>,'], 'your-email': ['a@x.test, b@y.test'] },
      special,
      tags,
    )
    expect(mail.from).toBe('Ana  ceo@bank.example <web@revela.test>')
    expect(mail.replyTo).toBe('a@x.test  b@y.test')
    // Elsewhere the value stays as typed.
    expect(mail.subject).toBe('Hola Ana <ceo@bank.example>,')
  })

  it('uses the after-pipe value in mail and sends to a piped recipient', () => {
    const mail = composeMail(
      { recipient: '[tipo]', subject: 's', body: '[tipo] / [_raw_tipo]' },
      { tipo: ['Retrato'] },
      special,
      tags,
    )
    expect(mail.to).toEqual(['retrato@estudio.test'])
    expect(mail.text).toBe('retrato@estudio.test / Retrato')
  })

  it('leaves out lines of empty fields when asked, and only those', () => {
    const body = 'Nombre: [your-name]\nTeléfono: [your-tel]\nSitio: [_site_title]'
    const values = { 'your-name': ['Ana'], 'your-tel': [''] }
    expect(composeMail({ recipient: 'a@x.test', body }, values, special, tags).text).toBe(
      'Nombre: Ana\nTeléfono: \nSitio: Revela Estudio',
    )
    expect(composeMail({ recipient: 'a@x.test', body, excludeBlank: true }, values, special, tags).text).toBe(
      'Nombre: Ana\nSitio: Revela Estudio',
    )
  })

  it('escapes values in HTML mail and lists attachment fields', () => {
    const mail = composeMail(
      { recipient: 'a@x.test', body: '[msg]', useHtml: true, attachments: '[cv] [portfolio.pdf]' },
      { msg: ['<b>hola</b>'] },
      special,
      tags,
    )
    expect(mail.html).toBe('&lt;b&gt;hola&lt;/b&gt;')
    expect(mail.attachFields).toEqual(['cv', 'portfolio_pdf'])
  })
})
