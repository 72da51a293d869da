import { describe, expect, it } from 'vitest'

// The toast's own parser (not exported by the package): the test reads what the owner would see.
import { createErrorsFromMessage } from '../../../../node_modules/@payloadcms/ui/dist/elements/Toasts/fieldErrors.js'

import {
  explainErrors,
  type FieldProblem,
  PAGE_ADDRESS_TAKEN,
  SERVER_FAULT,
  TAKEN,
  UNSAFE_TEXT_LINK,
} from '@/admin/errors/explainErrors'

const validation = (message: string, errors: FieldProblem[], collection = 'pages') => ({
  errors: [{ name: 'ValidationError', message, data: { collection, errors } }],
})

describe("Payload's error answers, as the admin's toast shows them", () => {
  it('gives the reason of a single field, not its internal name', () => {
    const out = explainErrors(
      validation('El siguiente campo es inválido: Analítica y cookies > ID del contenedor', [
        {
          path: 'gtmId',
          label: 'Analítica y cookies > ID del contenedor',
          message: 'Debe tener la forma GTM-XXXXXXX: el ID del contenedor.',
        },
      ]),
    )
    const message = out.errors![0]!.message!
    expect(message).toBe(
      'Analítica y cookies → ID del contenedor. Debe tener la forma GTM-XXXXXXX — el ID del contenedor.',
    )
    // The toast takes a colon for the start of a list: none here, so it shows the sentence whole.
    expect(createErrorsFromMessage(message)).toEqual({ message })
    expect(out.errors![0]!.data!.errors![0]).toMatchObject({
      path: 'gtmId',
      message: 'Debe tener la forma GTM-XXXXXXX: el ID del contenedor.',
    })
  })

  it('lists the fields when several are wrong (each says why on the form)', () => {
    const out = explainErrors(
      validation('Los siguientes campos son inválidos: Título, Slug (URL)', [
        { path: 'title', label: 'Título', message: 'Este campo es obligatorio.' },
        { path: 'layout', label: 'Bloques', message: 'Otra cosa.' },
      ]),
    )
    expect(createErrorsFromMessage(out.errors![0]!.message!)).toEqual({
      message: 'Revisa los campos marcados (2):',
      errors: ['Título', 'Bloques'],
    })
  })

  it('reads the admin’s own wording of a refusal too («Revisa estos campos:»)', () => {
    const out = explainErrors(
      validation('Revisa estos campos: Título, Dirección', [
        { path: 'title', label: 'Título', message: 'Este campo es obligatorio.' },
        { path: 'path', label: 'Ruta', message: 'Ya lo tiene otro elemento; elige otro valor.' },
      ]),
    )
    expect(createErrorsFromMessage(out.errors![0]!.message!)).toEqual({
      message: 'Revisa los campos marcados (2):',
      errors: ['Título', 'Dirección'],
    })
    expect(out.errors![0]!.data!.errors![1]).toMatchObject({ path: 'slug', message: PAGE_ADDRESS_TAKEN })
  })

  it('says in Spanish what to do with a link of the text whose address was refused (Lexical says it in English)', () => {
    const out = explainErrors(
      validation('The following field is invalid: content', [
        {
          path: 'content',
          label: 'Contenido > Texto',
          message: 'link node failed to validate: The following fields are invalid: url',
        },
      ]),
    )
    expect(out.errors![0]!.data!.errors![0]).toMatchObject({ path: 'content', message: UNSAFE_TEXT_LINK })
    expect(out.errors![0]!.message).toContain(UNSAFE_TEXT_LINK)
    expect(createErrorsFromMessage(out.errors![0]!.message!).errors ?? []).toEqual([])
  })

  it("moves the database's «unique» on a page's path to the slug, saying what it means", () => {
    const out = explainErrors(
      validation('El siguiente campo es inválido: path', [{ path: 'path', message: 'El valor debe ser único' }]),
    )
    expect(out.errors![0]!.data!.errors![0]).toMatchObject({ path: 'slug', message: PAGE_ADDRESS_TAKEN })
    expect(out.errors![0]!.message).toBe(`Dirección. ${PAGE_ADDRESS_TAKEN}`)
    const other = explainErrors(
      validation(
        'El siguiente campo es inválido: email',
        [{ path: 'email', message: 'Value must be unique' }],
        'users',
      ),
    )
    expect(other.errors![0]!.data!.errors![0]!.message).toBe(TAKEN)
  })

  it('keeps a reason a hook already gave', () => {
    const given = validation(
      'La contraseña es demasiado corta.',
      [{ path: 'password', message: 'La contraseña es demasiado corta.' }],
      'users',
    )
    expect(explainErrors(given).errors![0]!.message).toBe('La contraseña es demasiado corta.')
  })

  it("turns Payload's English server faults into Spanish", () => {
    for (const english of ['An unknown error occurred.', 'Something went wrong.']) {
      expect(explainErrors({ errors: [{ message: english }] }).errors![0]!.message).toBe(SERVER_FAULT)
    }
    expect(createErrorsFromMessage(SERVER_FAULT)).toEqual({ message: SERVER_FAULT })
  })

  it('says in Spanish which query path Payload does not know', () => {
    expect(
      explainErrors({ errors: [{ message: 'The following path cannot be queried: title.foo' }] }).errors![0]!.message,
    ).toBe('No se puede consultar por «title.foo».')
    expect(
      explainErrors({ errors: [{ message: 'The following paths cannot be queried: a, b.c' }] }).errors![0]!.message,
    ).toBe('No se puede consultar por «a», «b.c».')
  })
})
