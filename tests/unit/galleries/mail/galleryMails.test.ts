import { describe, expect, it } from 'vitest'

import { deletionWarningMail } from '@/galleries/mail/deletionWarningMail'
import { finalsReadyMail } from '@/galleries/mail/finalsReadyMail'
import { COVER_CID, galleryInvitationMail } from '@/galleries/mail/galleryInvitationMail'
import { selectionReceivedMail } from '@/galleries/mail/selectionReceivedMail'

const invitation = {
  studioName: 'Estudio <Revela>',
  clientName: 'Lucía Fernández',
  title: 'Boda de Lucía & Pablo',
  link: 'https://revela.test/galeria-privada/AbC-123_xyz/',
  pin: '4821',
  expiresAt: new Date('2027-02-27T10:00:00Z'),
  selectionLimit: 30,
  hasCover: true,
}

describe('the galleries’ mails', () => {
  it('invite the client with the link, the PIN, the limit, the expiry and the cover, escaped in HTML', () => {
    const mail = galleryInvitationMail(invitation)
    expect(mail.subject).toBe('Tus fotos de «Boda de Lucía & Pablo» ya están aquí')
    expect(mail.text).toContain('Hola, Lucía:')
    expect(mail.text).toContain('Tu galería: https://revela.test/galeria-privada/AbC-123_xyz/')
    expect(mail.text).toContain('PIN de acceso: 4821')
    expect(mail.text).toContain('tu sesión incluye 30')
    expect(mail.text).toContain('hasta el 27 de febrero de 2027')
    expect(mail.html).toContain(`src="cid:${COVER_CID}"`)
    expect(mail.html).toContain('Boda de Lucía &amp; Pablo')
    expect(mail.html).toContain('Estudio &lt;Revela&gt;')
    expect(mail.html).not.toContain('<Revela>')
  })

  it('leave out the PIN and the cover when the gallery has none', () => {
    const mail = galleryInvitationMail({ ...invitation, pin: null, hasCover: false, selectionLimit: null })
    expect(mail.text).not.toContain('PIN')
    expect(mail.html).not.toContain('cid:')
    expect(mail.text).toContain('Marca con el corazón tus favoritas y pulsa')
  })

  it('tell the studio what was chosen, how many over the session and how many notes', () => {
    const mail = selectionReceivedMail({
      clientName: 'Lucía Fernández',
      title: 'Boda',
      chosen: 34,
      extra: 4,
      notes: 1,
      adminLink: 'https://revela.test/admin/collections/client-galleries/3',
    })
    expect(mail.subject).toBe('Lucía Fernández ha enviado su selección de «Boda» (34 fotos)')
    expect(mail.text).toContain('Son 4 fotos más de las que incluye la sesión.')
    expect(mail.text).toContain('Ha dejado una nota en las fotos.')
  })

  it('tell the client the finals are ready, and the studio before originals are deleted', () => {
    const ready = finalsReadyMail({ ...invitation, count: 25, canDownload: true })
    expect(ready.text).toContain('las 25 fotos editadas')
    expect(ready.text).toContain('«Descargar todas»')
    const warning = deletionWarningMail({
      title: 'Boda',
      clientName: 'Lucía',
      photos: 412,
      deleteOn: new Date('2027-03-29T10:00:00Z'),
      adminLink: 'https://revela.test/admin/collections/client-galleries/3',
    })
    expect(warning.subject).toBe('Las fotos de «Boda» se borrarán el 29 de marzo de 2027')
    expect(warning.text).toContain('sus 412 fotos originales')
  })
})
