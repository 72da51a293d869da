import type { ArrayField } from 'payload'

const ROW_LABEL = '@/admin/rows/NumberedRowLabel.client#NumberedRowLabel'

/**
 * Row nouns for Payload's sentences, in lower case as they stand mid-sentence («Añadir
 * diapositiva», «Añade al menos 1 diapositivas»: Payload puts the label after its verb). A blocks
 * field needs only these (each row is labelled by its block), and so does an array with a row label
 * of its own (the menu's).
 */
export const rowNouns = (singular: string, plural: string) => ({
  singular: singular.toLowerCase(),
  plural: plural.toLowerCase(),
})

/**
 * An array's `labels` and `admin` with those nouns, and the row label that writes the noun
 * capitalised at the start of each row («Diapositiva 01»), as Payload's own would.
 */
export const numberedRows = (singular: string, plural: string, admin: ArrayField['admin'] = {}) => ({
  labels: rowNouns(singular, plural),
  admin: {
    ...admin,
    components: { ...admin?.components, RowLabel: { path: ROW_LABEL, clientProps: { noun: singular } } },
  },
})

/** The nouns of a blocks field's rows («Añadir bloque»). */
export const BLOCK_ROWS = rowNouns('Bloque', 'Bloques')
