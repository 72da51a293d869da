import type { RichTextAdapterProvider } from 'payload'

const FIELD_PATH = '@/fields/richText/SteadyLexicalField#SteadyLexicalField'

/**
 * A rich-text editor whose admin field is drawn by SteadyLexicalField: the same editor, features and
 * storage, but the field survives the autosave's echo (see lib/editorEchoes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function steadyEditor<P extends RichTextAdapterProvider<any, any, any>>(provider: P): P {
  const steady: RichTextAdapterProvider<object, unknown, object> = async (args) => {
    const adapter = await provider(args)
    const original = adapter.FieldComponent
    const serverProps =
      typeof original === 'object' && original && 'serverProps' in original ? original.serverProps : undefined
    return {
      ...adapter,
      FieldComponent: { path: FIELD_PATH, serverProps },
      // `payload generate:importmap` learns an editor's components from the editor itself.
      generateImportMap: (importMapArgs) => {
        adapter.generateImportMap?.(importMapArgs)
        importMapArgs.addToImportMap(FIELD_PATH)
      },
    }
  }
  return steady as P
}
