/**
 * Words of Payload's English interface (its `en` strings, the editor's toolbar, its upload fields'
 * names) that are not also Spanish words: one of them visible in the admin means a string reached
 * the owner untranslated. Lower case; matched as whole words, in any case. Words Spanish shares
 * («error», «total», «media», «editor», «no») are left out, and so are brands and terms the site uses
 * in Spanish on purpose («cookie», «widget» in a widget's own name would be one: none today).
 */
export const PAYLOAD_ENGLISH = [
  // Actions and their objects
  'add', 'create', 'new', 'save', 'saved', 'delete', 'deleted', 'edit', 'editing', 'search', 'filter', 'filters', 'columns', 'column',
  'sort', 'select', 'selected', 'upload', 'uploading', 'file', 'files', 'filename', 'choose', 'publish', 'published', 'unpublish',
  'draft', 'drafts', 'changes', 'changed', 'loading', 'remove', 'clear', 'reset', 'apply', 'copy', 'paste', 'duplicate', 'trash',
  'restore', 'permanently', 'move', 'folder', 'download', 'cancel', 'confirm', 'close', 'next', 'previous', 'show', 'hide',
  'collapse', 'expand', 'leave', 'anyway', 'stay', 'lock', 'unlock', 'logout', 'login', 'forgot', 'password', 'username',
  // Nouns of the interface
  'dashboard', 'collections', 'globals', 'settings', 'account', 'document', 'documents', 'version', 'versions', 'preview',
  'item', 'items', 'row', 'rows', 'block', 'blocks', 'field', 'fields', 'relationship', 'link', 'page', 'view', 'status',
  'value', 'options', 'group', 'default', 'image', 'width', 'height', 'sizes', 'size', 'type', 'key', 'object', 'prefix',
  'thumbnail', 'mime', 'notice', 'uses', 'other', 'names', 'focal', 'point', 'crop', 'slug', 'api', 'payload', 'widget', 'widgets',
  'untitled', 'created', 'updated', 'welcome', 'results', 'nothing', 'found', 'none', 'required', 'invalid', 'allowed', 'unknown',
  'success', 'true', 'false', 'yes', 'empty', 'live',
  // The rich-text editor
  'start', 'typing', 'press', 'commands', 'paragraph', 'heading', 'quote', 'bold', 'italic', 'underline', 'strikethrough',
  'subscript', 'superscript', 'inline', 'align', 'left', 'right', 'center', 'justify', 'indent', 'outdent', 'undo', 'redo',
  // Sentences' small words
  'the', 'and', 'with', 'your', 'you', 'this', 'are', 'was', 'have', 'been', 'not', 'from', 'for', 'all', 'more', 'less',
  'than', 'back', 'please', 'here', 'drag', 'drop', 'per', 'of', 'to',
]

/**
 * «Usted» in Payload's Spanish (and its editor's): verbs and phrases the site's «tú» never uses.
 * Each is a whole word or phrase, matched in any case.
 */
export const USTED_FORMS = [
  'usted', 'ustedes', 'comience', 'presione', 'pulse', 'seleccione', 'introduzca', 'ingrese', 'haga clic', 'haga click', 'está a punto',
  '¿desea', 'desea continuar', 'verifique', 'intente', 'elija', 'escriba', 'revise', 'vuelva', 'asegúrese', 'confirme', 'guarde', 'suba',
  'añada', 'agregue', 'pruebe', 'espere', 'no tenga', 'ha especificado', 'su tablero', 'su vista', '¿está seguro',
]
