import { describe, expect, it } from 'vitest'

import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'
import { fieldLabels, fieldTypes, tidyLabel } from '@/forms/template/fieldLabels'

describe('fieldLabels', () => {
  it('reads the demo form’s labels as the visitor sees them, without «Tu» or «(opcional)»', () => {
    expect(Object.fromEntries(fieldLabels(DEMO_CONTACT_TEMPLATE))).toEqual({
      'your-name': 'Nombre',
      'your-email': 'Correo electrónico',
      'your-tel': 'Teléfono',
      'session-type': 'Tipo de sesión',
      'preferred-date': 'Fecha preferida',
      'your-message': 'Mensaje',
      privacy: 'He leído y acepto la política de privacidad',
    })
  })

  it('finds a label before a line break, after a checkbox, in a placeholder, or in CF7’s defaults', () => {
    const template = `<p>Nombre de la empresa<br>[text company]</p>
<label>[checkbox news "Sí"] Quiero recibir novedades</label>
[text city placeholder "Tu ciudad"]
[email* your-email]
[text extra_notes]
[submit "Enviar"]`
    expect(Object.fromEntries(fieldLabels(template))).toEqual({
      company: 'Nombre de la empresa',
      news: 'Quiero recibir novedades',
      city: 'Ciudad',
      'your-email': 'Correo electrónico',
      extra_notes: 'Extra notes',
    })
  })

  it('decodes entities and keeps labels short', () => {
    expect(fieldLabels('<label>Tel&eacute;fono m&oacute;vil: [tel movil]</label>').get('movil')).toBe('Teléfono móvil')
    expect(tidyLabel('a'.repeat(100))).toHaveLength(80)
  })

  it('tells each field’s type', () => {
    expect(fieldTypes(DEMO_CONTACT_TEMPLATE).get('privacy')).toBe('acceptance')
    expect(fieldTypes(DEMO_CONTACT_TEMPLATE).get('preferred-date')).toBe('date')
  })
})
