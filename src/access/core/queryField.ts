/**
 * What a REST query may ask of a field, by the kind of value it holds (pure: the server reads the
 * kinds from Payload's configuration, see server/queryFields).
 * - `integer`: a document's id, or a relation to one (ids are 32-bit integers on both databases);
 * - `number`, `date`, `checkbox`, `text` (text, e-mail, code, select, radio);
 * - `document`: rich text and JSON, searched as text;
 * - `unqueryable`: what holds other fields (blocks, arrays, groups) or none (joins, ui).
 */
export type QueryField =
  | { kind: 'integer' | 'number' | 'text'; hasMany?: boolean }
  | { kind: 'date' | 'checkbox' | 'document' | 'unqueryable' }

/** A field by its dotted path (`meta.title`, `categories.slug`), or undefined when unknown here (Payload then answers). */
export type ResolveField = (path: string) => QueryField | undefined
