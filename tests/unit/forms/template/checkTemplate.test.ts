import { describe, expect, it } from 'vitest'

import { checkTemplate } from '@/forms/template/checkTemplate'
import type { ProblemCode } from '@/forms/template/templateProblem'

const TODAY = '2025-03-14'
const check = (template: string) => checkTemplate(template, { today: TODAY })

describe('checkTemplate: one problem, exact message', () => {
  it.each<[string, ProblemCode, string]>([
    [
      '[number* edad min:diez]',
      'non-numeric-option',
      'La etiqueta [number* edad min:diez] tiene un valor no numérico en min: «diez». Escribe un número (con punto para los decimales), como min:1.',
    ],
    [
      '[text nombre maxlength:mucho]',
      'non-numeric-option',
      'La etiqueta [text nombre maxlength:mucho] tiene un valor no numérico en maxlength: «mucho». Escribe un número entero sin signo, como maxlength:400.',
    ],
    [
      '[text nombre minlength:-3]',
      'invalid-option',
      'La etiqueta [text nombre minlength:-3] tiene un valor no válido en minlength: «-3»; debe ser un número entero sin signo, como minlength:10.',
    ],
    [
      '[number n min]',
      'missing-option-value',
      'La etiqueta [number n min] tiene la opción min: sin ningún valor; escríbelo pegado a los dos puntos, como min:1.',
    ],
    [
      '[date fecha max]',
      'missing-option-value',
      'La etiqueta [date fecha max] tiene la opción max: sin ningún valor; escríbelo pegado a los dos puntos, como max:today.',
    ],
    [
      '[foo bar]',
      'unknown-type',
      'La etiqueta [foo bar] no es de ningún tipo conocido («foo»), así que se mostrará como texto en el formulario.',
    ],
    [
      '[Email correo]',
      'unknown-type',
      'La etiqueta [Email correo] no es de ningún tipo conocido («Email»), así que se mostrará como texto en el formulario. Los tipos se escriben en minúsculas: [email …].',
    ],
    [
      '[text*nombre]',
      'unknown-type',
      'La etiqueta [text*nombre] no es de ningún tipo conocido («text*nombre»), así que se mostrará como texto en el formulario. ¿Falta un espacio después de «text*»?',
    ],
    [
      '[captchar codigo]',
      'unsupported-type',
      'La etiqueta [captchar codigo] es de un tipo de Contact Form 7 («captchar») que Revela todavía no admite; se mostrará como texto en el formulario.',
    ],
    [
      '[quiz* control "1+1|2"]',
      'no-required-variant',
      'La etiqueta [quiz* control "1+1|2"] no existe con asterisco (un cuestionario siempre es obligatorio); escríbela sin él, como [quiz …].',
    ],
    [
      'Texto [/acceptance]',
      'unmatched-closing',
      'La etiqueta de cierre [/acceptance] no tiene su etiqueta de apertura y se mostrará como texto en el formulario.',
    ],
    [
      '[text*]',
      'missing-name',
      'A la etiqueta [text*] le falta el nombre del campo; escríbelo justo después del tipo, como [text* tu-campo].',
    ],
    [
      '[select "Retrato" "Boda"]',
      'missing-name',
      'A la etiqueta [select "Retrato" "Boda"] le falta el nombre del campo; escríbelo justo después del tipo, como [select tu-campo].',
    ],
    [
      '[text placeholder "Tu nombre"]',
      'name-looks-like-option',
      'En la etiqueta [text placeholder "Tu nombre"], «placeholder» se toma como nombre del campo, pero parece una opción; el nombre va justo después del tipo, como [text tu-campo placeholder].',
    ],
    [
      '[text* teléfono]',
      'invalid-name',
      'La etiqueta [text* teléfono] tiene un nombre de campo no válido, «teléfono»: debe empezar por una letra y llevar solo letras sin tilde ni eñe, números, guiones, guiones bajos, dos puntos o puntos. Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[email 2correo]',
      'invalid-name',
      'La etiqueta [email 2correo] tiene un nombre de campo no válido, «2correo»: debe empezar por una letra y llevar solo letras sin tilde ni eñe, números, guiones, guiones bajos, dos puntos o puntos. Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[number precio min:2,5]',
      'invalid-syntax',
      'La etiqueta [number precio min:2,5] no se puede leer: «min:2,5» lleva una coma decimal; usa un punto, como min:2.5. Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[text nombre "Tu nombre]',
      'invalid-syntax',
      'La etiqueta [text nombre "Tu nombre] no se puede leer: tiene unas comillas sin cerrar. Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[text nombre "Tu nombre" placeholder]',
      'invalid-syntax',
      'La etiqueta [text nombre "Tu nombre" placeholder] no se puede leer: las opciones (como placeholder o class:…) tienen que ir antes de los textos entre comillas. Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[text nombre placeholder:Año]',
      'invalid-syntax',
      'La etiqueta [text nombre placeholder:Año] no se puede leer: «placeholder:Año» lleva caracteres que solo pueden ir entre comillas (tildes, eñes, comas, paréntesis…). Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[text nombre\n<p>Hola</p> [email correo]',
      'invalid-syntax',
      'La etiqueta [text nombre <p>Hola</p> [email correo] no se puede leer: parece que le falta el corchete de cierre «]». Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[select tipo include-blank "a"]',
      'unknown-option',
      'La etiqueta [select tipo include-blank "a"] tiene una opción que no se reconoce, «include-blank», y no tendrá ningún efecto. ¿Querías escribir «include_blank»?',
    ],
    [
      '[checkbox extras use_label "a"]',
      'unknown-option',
      'La etiqueta [checkbox extras use_label "a"] tiene una opción que no se reconoce, «use_label», y no tendrá ningún efecto. ¿Querías escribir «use_label_element»?',
    ],
    [
      '[date fecha min:2025-02-30]',
      'invalid-date-option',
      'La etiqueta [date fecha min:2025-02-30] tiene una fecha no válida en min: «2025-02-30» (ese día no existe). Usa el formato AAAA-MM-DD, como min:2025-06-30, o una fecha relativa como min:today o min:today+3months.',
    ],
    [
      '[date fecha max:mañana]',
      'invalid-syntax',
      'La etiqueta [date fecha max:mañana] no se puede leer: «max:mañana» lleva caracteres que solo pueden ir entre comillas (tildes, eñes, comas, paréntesis…). Tal como está, se mostrará como texto en el formulario.',
    ],
    [
      '[date fecha max:next_week]',
      'invalid-date-option',
      'La etiqueta [date fecha max:next_week] tiene una fecha no válida en max: «next_week». Usa el formato AAAA-MM-DD, como max:2025-06-30, o una fecha relativa como max:today o max:today+3months.',
    ],
    [
      '[date fecha min:today+1month max:today]',
      'inverted-range',
      'En la etiqueta [date fecha min:today+1month max:today], la fecha mínima (2025-04-14) es posterior a la máxima (2025-03-14): ninguna fecha podrá cumplir los dos límites.',
    ],
    [
      '[number n min:10 max:5]',
      'inverted-range',
      'En la etiqueta [number n min:10 max:5], el mínimo (10) es mayor que el máximo (5): ningún número podrá cumplir los dos límites.',
    ],
    [
      '[range r min:200]',
      'inverted-range',
      'En la etiqueta [range r min:200], el mínimo (200) es mayor que el máximo (100): ningún número podrá cumplir los dos límites.',
    ],
    [
      '[text t minlength:50 maxlength:10]',
      'inverted-range',
      'En la etiqueta [text t minlength:50 maxlength:10], minlength: (50) es mayor que maxlength: (10), así que no se aplicará ningún límite de longitud.',
    ],
    [
      '[textarea t minlength:3000]',
      'inverted-range',
      'En la etiqueta [textarea t minlength:3000], minlength: (3000) es mayor que la longitud máxima por defecto (2000), así que no se aplicará ningún límite de longitud.',
    ],
    [
      '[file cv limit:2gb]',
      'invalid-limit',
      'La etiqueta [file cv limit:2gb] tiene un tamaño no válido en limit: «2gb». Escribe un número de bytes o un tamaño en kb o mb, como limit:500kb o limit:2mb.',
    ],
    [
      '[file cv filetypes:pdf|docs]',
      'unknown-filetype',
      'La etiqueta [file cv filetypes:pdf|docs] incluye en filetypes: un tipo de archivo desconocido, «docs». Usa extensiones separadas por |, como filetypes:jpg|png|pdf, o los tipos image/*, audio/* y video/*.',
    ],
    [
      '[text nombre id:wpcf7-nombre]',
      'invalid-option',
      'La etiqueta [text nombre id:wpcf7-nombre] tiene el id «wpcf7-nombre», pero los id que empiezan por «wpcf7» están reservados y se ignoran.',
    ],
    [
      '[radio r default:3 "a" "b"]',
      'default-out-of-range',
      'En la etiqueta [radio r default:3 "a" "b"], default:3 pide marcar la opción 3, pero solo hay 2 opciones.',
    ],
    [
      '[select s include_blank default:3 "a" "b"]',
      'default-out-of-range',
      'En la etiqueta [select s include_blank default:3 "a" "b"], default:3 pide marcar la opción 3, pero solo hay 2 opciones.',
    ],
    [
      '[text t default:hoy]',
      'invalid-option',
      'La etiqueta [text t default:hoy] tiene un valor no válido en default: «hoy». Usa el número de una opción (default:1, default:1_3) o una fuente como default:get, default:post o default:user_email.',
    ],
    [
      '[select pais data:countries]',
      'unsupported-data-option',
      'La etiqueta [select pais data:countries] usa data:countries, una lista externa de opciones que Revela no tiene; escribe las opciones entre comillas.',
    ],
    [
      '[checkbox extras]',
      'no-choices',
      'La etiqueta [checkbox extras] no tiene ninguna opción para elegir; añade las opciones entre comillas, como "Sí" "No".',
    ],
    [
      '[quiz control]',
      'quiz-without-pairs',
      'La etiqueta [quiz control] no tiene ninguna pregunta con su respuesta; añade pares "pregunta|respuesta", como [quiz control "¿Cuánto es 2+3?|5"].',
    ],
    [
      '[quiz control "¿De qué color es el cielo?"]',
      'quiz-pair-without-answer',
      'En la etiqueta [quiz control "¿De qué color es el cielo?"], "¿De qué color es el cielo?" no es un par pregunta-respuesta completo; escribe la pregunta y la respuesta separadas por una barra vertical, como "¿Cuánto es 2+3?|5".',
    ],
    [
      '[acceptance privacidad]',
      'acceptance-without-text',
      'La etiqueta [acceptance privacidad] no tiene texto que aceptar; escríbelo entre la etiqueta y su cierre, como [acceptance privacidad] Acepto la política de privacidad. [/acceptance].',
    ],
  ])('%s → %s', (template, code, message) => {
    expect(check(template)).toEqual([
      { code, message, tag: template.slice(template.indexOf('[')), index: template.indexOf('[') },
    ])
  })
})

describe('checkTemplate: across the form', () => {
  it('flags a name used twice, at the second tag', () => {
    const template = '[text* nombre]\n[email* nombre]'
    expect(check(template)).toEqual([
      {
        code: 'duplicate-name',
        message:
          'La etiqueta [email* nombre] usa el nombre «nombre», que ya tiene [text* nombre]; cada campo necesita un nombre distinto.',
        tag: '[email* nombre]',
        index: 15,
      },
    ])
  })

  it('treats a dotted name as the underscored name it becomes', () => {
    expect(check('[text a.b] [text a_b]').map((problem) => problem.code)).toEqual(['duplicate-name'])
  })

  it('lets checkbox groups, or radio groups, share a name, but not with each other', () => {
    expect(check('[checkbox extras "a"] [checkbox extras "b"]')).toEqual([])
    expect(check('[radio r "a"] [radio r "b"]')).toEqual([])
    expect(check('[checkbox x "a"] [radio x "b"]').map((problem) => problem.code)).toEqual(['duplicate-name'])
  })

  it('flags an id used twice', () => {
    expect(check('[text a id:campo] [text b id:campo]')).toEqual([
      {
        code: 'duplicate-id',
        message:
          'La etiqueta [text b id:campo] repite el id «campo», que ya lleva [text a id:campo]; el id de cada etiqueta debe ser único y el repetido se ignorará.',
        tag: '[text b id:campo]',
        index: 18,
      },
    ])
  })

  it('reports every problem of a tag, and the problems of the form in template order', () => {
    const template = '[text a maxlength:x minlength:y]\n[foo]\n[number a min:z]'
    expect(check(template).map((problem) => [problem.code, problem.index])).toEqual([
      ['non-numeric-option', 0],
      ['non-numeric-option', 0],
      ['unknown-type', 33],
      ['non-numeric-option', 39],
      ['duplicate-name', 39],
    ])
  })

  it('shortens a long tag in the message but keeps all of it in `tag`', () => {
    const template =
      '[select* tipo-de-sesion include_blank\n  "Retrato" "Familia" "Embarazo y recién nacido" "Corporativa" default:9]'
    const [problem] = check(template)
    expect(problem?.message).toBe(
      'La etiqueta [select* tipo-de-sesion include_blank "Retrato" "Familia" …] no se puede leer: las opciones (como placeholder o class:…) tienen que ir antes de los textos entre comillas. Tal como está, se mostrará como texto en el formulario.',
    )
    expect(problem?.tag).toBe(template)
  })

  it.each([
    ['escaped tags', 'Escribe [[foo]] o [[text x]] tal cual.'],
    ['plain text', 'Hola, ¿qué tal? (opcional) a[0] = 1'],
    ['a correct form', '<label> Nombre [text* nombre] </label> [radio r default:2 "a" "b"] [submit "Enviar"]'],
    ['relative dates in order', '[date fecha min:today max:today+1year]'],
    ['a starred radio group, as exported from sites that add it', '[radio* contacto "a" "b"]'],
    [
      'every option in its place',
      '[text* t id:t class:a 40/100 minlength:2 autocomplete:name akismet:author placeholder "x"] [textarea m 40x10/500] [number n min:-1 max:1.5 step:0.5] [file f limit:500kb filetypes:image/*|pdf] [checkbox c exclusive label_first use_label_element default:1_2 "a" "b"]',
    ],
    ['an acceptance with its text as a value', '[acceptance a "Acepto"]'],
    ['default sources', '[text t default:user_email] [acceptance a default:on] Acepto [/acceptance]'],
  ])('finds nothing wrong in %s', (_, template) => {
    expect(check(template)).toEqual([])
  })

  it('never throws on odd input', () => {
    for (const template of [
      '[',
      ']',
      '[[',
      '[text',
      '[/]',
      '[text* "',
      '[quiz q "|"]',
      '\u0000[text a]\u0000',
      '[file f filetypes:|||]',
    ]) {
      expect(() => check(template)).not.toThrow()
    }
  })
})
