/**
 * The texts a visitor reads in the form's own markup, in Spanish. CF7 takes them from its language
 * pack; the validation and status messages are in the template module's messages.ts instead.
 */
export const TEXTS = {
  /** The form's aria-label ("Contact form"). */
  formLabel: 'Formulario de contacto',
  /** The blank first option of `[select … include_blank]` ("—Please choose an option—"). */
  blankOption: '—Elige una opción—',
  /** The submit button's label when the tag gives none ("Send"). */
  submit: 'Enviar',
  /** A step's legend when its tag has no title: "Paso 2". */
  step: 'Paso',
  /** Shown in place of a form pasted inside a form ("This contact form is placed in the wrong place."). */
  formInWrongPlace: 'Este formulario de contacto está situado en el lugar incorrecto.',
} as const
