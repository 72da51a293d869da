/**
 * Payload's own admin strings where its Spanish reads as a translation or says too little for a
 * studio owner (i18n.translations in payload.config; everything else stays Payload's). The tone is
 * the admin's: «tú», sentence case, the reason and the way out. Toasts parse their text (a colon
 * starts a list of fields), so these avoid colons.
 */
export const es = {
  error: {
    unknown: 'Algo ha fallado y no se ha completado. Vuelve a intentarlo y, si se repite, avisa a quien mantiene la web.',
    unspecific: 'Algo ha fallado. Vuelve a intentarlo.',
    correctInvalidFields: 'No se ha guardado. Corrige los campos marcados en rojo; cada uno dice qué le pasa.',
    valueMustBeUnique: 'Ya lo tiene otro elemento; elige otro valor.',
    autosaving: 'No se ha podido guardar el borrador automáticamente. Tus cambios siguen en pantalla; vuelve a intentarlo con «Guardar borrador».',
    documentNotFound: 'No se encuentra este elemento. Puede que se haya borrado o que no tengas acceso.',
    loadingDocument: 'No se ha podido abrir este elemento. Vuelve a intentarlo.',
    tokenInvalidOrExpired: 'El enlace ha caducado o ya se ha usado. Pide uno nuevo.',
    tokenNotProvided: 'Falta el enlace de acceso. Pide uno nuevo.',
    deletingTitle: 'No se ha podido borrar «{{title}}». Revisa la conexión y vuelve a intentarlo.',
    restoringTitle: 'No se ha podido restaurar «{{title}}». Revisa la conexión y vuelve a intentarlo.',
    incorrectCollection: 'Colección incorrecta',
    insufficientClipboardPermissions: 'El navegador no deja usar el portapapeles. Revisa sus permisos.',
    noFilesUploaded: 'No ha llegado ningún archivo. Vuelve a elegirlo.',
    problemUploadingFile: 'No se ha podido subir el archivo. Vuelve a intentarlo.',
    invalidFileType: 'Este tipo de archivo no se admite',
    unauthorized: 'Tu sesión ha terminado. Vuelve a entrar para seguir.',
    userLocked: 'La cuenta está bloqueada un rato por demasiados intentos fallidos. Espera unos minutos o restablece la contraseña.',
  },
  general: {
    // WordPress's word for it, which the owner already knows.
    dashboard: 'Escritorio',
    backToDashboard: 'Volver al escritorio',
    // Lower case: Payload writes it after «Abrir»/«Cerrar» («Cerrar menú»).
    menu: 'menú',
    aboutToDelete: 'Vas a borrar <1>{{title}}</1> ({{label}}). ¿Seguro?',
    editAll: 'Editar todo',
    payloadSettings: 'Ajustes del panel',
    noLabel: 'Sin {{label}}',
    // The list's search box names its fields as a list («Buscar por: Texto alternativo, Título… o
    // Nombre del archivo»); «o» joins the last one, in the filters and between the upload's choices too.
    searchBy: 'Buscar por: {{label}}',
    or: 'o',
  },
  upload: {
    // After «o» («o arrastra y suelta un archivo»).
    dragAndDrop: 'arrastra y suelta un archivo',
  },
  fields: {
    addLink: 'Añadir enlace',
    addRelationship: 'Añadir relación',
    collapseAll: 'Contraer todo',
    // Payload puts the label after a masculine «Nuevo» («Nuevo Página»).
    newLabel: 'Crear {{label}}',
    showAll: 'Mostrar todo',
  },
  validation: {
    emailAddress: 'Escribe una dirección de correo completa, como nombre@dominio.es.',
    enterNumber: 'Escribe un número.',
    invalidInput: 'Lo escrito aquí no es válido.',
    invalidSelection: 'Lo elegido aquí ya no es válido; elige otra opción.',
    greaterThanMax: 'Como mucho {{max}}; has escrito {{value}}.',
    lessThanMin: 'Como mínimo {{min}}; has escrito {{value}}.',
    longerThanMin: 'Demasiado corto. Escribe al menos {{minLength}} caracteres.',
    shorterThanMax: 'Demasiado largo. Como mucho {{maxLength}} caracteres.',
    requiresAtLeast: 'Añade al menos {{count}} {{label}}.',
    requiresNoMoreThan: 'Este campo admite como mucho {{count}} {{label}}.',
    username: 'Escribe un nombre de usuario con letras, números, guiones, puntos o guiones bajos.',
    validUploadID: 'El archivo elegido ya no existe; elige otro.',
  },
  dashboard: {
    editDashboard: 'Editar el escritorio',
  },
  version: {
    aboutToUnpublish: 'Vas a retirar esta publicación: dejará de verse en el sitio y quedará como borrador. ¿Seguro?',
    unpublishedSuccessfully: 'Retirado del sitio; queda como borrador.',
    autosavedSuccessfully: 'Borrador guardado.',
    noRowsSelected: 'No has seleccionado ningún elemento de {{label}}.',
  },
  authentication: {
    forgotPasswordEmailInstructions: 'Escribe tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.',
  },
} as const
