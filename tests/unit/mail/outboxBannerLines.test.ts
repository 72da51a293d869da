import { describe, expect, it } from 'vitest'

import { outboxBannerLines } from '@/mail/outboxBannerLines'

const now = new Date('2026-11-26T12:00:00Z')
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000)

describe('the dashboard’s outbox notice', () => {
  it('says nothing while mail leaves, or has waited only a few minutes for a retry', () => {
    expect(outboxBannerLines({ queued: 0, failed: 0, oldestQueuedAt: null }, true, now)).toEqual([])
    expect(outboxBannerLines({ queued: 3, failed: 0, oldestQueuedAt: minutesAgo(9) }, true, now)).toEqual([])
  })

  it('says mail cannot leave yet, and that the messages wait in the inbox, when no mail server is set', () => {
    expect(outboxBannerLines({ queued: 0, failed: 0, oldestQueuedAt: null }, false, now)).toEqual([
      'Los avisos por correo aún no salen: falta configurar el servidor de correo. Pide a quien mantiene la web que lo configure.',
      'Mientras tanto no se pierde nada: los mensajes de los formularios están en Mensajes recibidos.',
    ])
    expect(outboxBannerLines({ queued: 1, failed: 0, oldestQueuedAt: minutesAgo(1) }, false, now)[1]).toBe(
      'Mientras tanto no se pierde nada: los mensajes de los formularios están en Mensajes recibidos y un aviso espera para salir en cuanto esté listo.',
    )
    expect(outboxBannerLines({ queued: 4, failed: 0, oldestQueuedAt: minutesAgo(1) }, false, now)[1]).toMatch(
      /y 4 avisos esperan para salir/,
    )
  })

  it('tells of notices stuck for ten minutes or more, and of those that failed, in singular and plural', () => {
    expect(outboxBannerLines({ queued: 1, failed: 0, oldestQueuedAt: minutesAgo(25) }, true, now)).toEqual([
      'Un aviso por correo lleva más de 25 minutos sin salir: el servidor de correo no responde. Se sigue intentando solo.',
    ])
    expect(outboxBannerLines({ queued: 2, failed: 1, oldestQueuedAt: minutesAgo(10) }, true, now)).toEqual([
      '2 avisos por correo llevan más de 10 minutos sin salir: el servidor de correo no responde. Se sigue intentando solo.',
      'Un correo no se ha podido enviar: revísalo en Correos salientes para volver a intentarlo.',
    ])
    expect(outboxBannerLines({ queued: 0, failed: 3, oldestQueuedAt: null }, true, now)).toEqual([
      '3 correos no se han podido enviar: revísalos en Correos salientes para volver a intentarlo.',
    ])
  })
})
