import { describe, expect, it } from 'vitest'

import { explainSendError } from '@/mail/explainSendError'
import { MailSendError } from '@/mail/mailTransport'
import { toMailSendError } from '@/mail/nodemailerTransport'

/** Errors shaped as nodemailer 10 throws them (seen against smtp-server). */
const nodemailerErrors = {
  refused: {
    message: 'connect ECONNREFUSED 127.0.0.1:2525',
    code: 'ESOCKET',
    originalCode: 'ECONNREFUSED',
    command: 'CONN',
  },
  unknownHost: { message: 'getaddrinfo ENOTFOUND smtp.invalid', code: 'EDNS', originalCode: 'ENOTFOUND' },
  slow: { message: 'Greeting never received', code: 'ETIMEDOUT', command: 'CONN' },
  login: {
    message: 'Invalid login',
    code: 'EAUTH',
    response: '535 Authentication failed',
    responseCode: 535,
    permanent: true,
  },
  busy: {
    message: 'Message failed',
    code: 'EMESSAGE',
    response: '451 Try again later',
    responseCode: 451,
    permanent: false,
  },
  noMailbox: {
    message: 'all recipients were rejected',
    code: 'EENVELOPE',
    response: '550 Mailbox unavailable',
    responseCode: 550,
    permanent: true,
  },
  badAddress: { message: 'No recipients defined', code: 'EENVELOPE', command: 'API' },
  noFile: { message: "ENOENT: no such file or directory, open '/x.pdf'", code: 'ESTREAM', originalCode: 'ENOENT' },
}

describe('toMailSendError + explainSendError', () => {
  it.each([
    ['refused', false, /no acepta conexiones \(ECONNREFUSED\).*SMTP_URL/],
    ['unknownHost', false, /No se encuentra el servidor.*SMTP_URL/],
    ['slow', false, /no respondió en \d+ s/],
    // A wrong password is the site's configuration, not the message: retried until someone fixes SMTP_URL.
    ['login', false, /usuario o la contraseña.*SMTP_URL/],
    ['busy', false, /pidió esperar \(451 Try again later\)/],
    ['noMailbox', true, /rechazó el mensaje \(550 Mailbox unavailable\).*no se reintentará/],
    ['badAddress', true, /no es válida/],
    ['noFile', true, /Falta un fichero adjunto/],
  ] as const)('%s: permanent=%s, explained', (name, permanent, explanation) => {
    const error = toMailSendError(Object.assign(new Error(nodemailerErrors[name].message), nodemailerErrors[name]))
    expect(error).toBeInstanceOf(MailSendError)
    expect(error.permanent).toBe(permanent)
    expect(explainSendError(error)).toMatch(explanation)
  })

  it('explains any other error by its first line', () => {
    expect(explainSendError(new Error('algo raro\nstack'))).toBe('No se pudo enviar el mensaje: algo raro')
    expect(explainSendError('texto')).toBe('No se pudo enviar el mensaje: texto')
  })
})
