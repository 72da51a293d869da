const ROW_LABEL = '@/admin/rows/NumberedRowLabel.client#NumberedRowLabel'

/**
 * An array's row nouns for Payload's sentences, in lower case as they stand mid-sentence («Añadir
 * diapositiva», «Añade al menos 1 diapositivas»: Payload puts the label after its verb), and the row
 * label that writes the noun capitalised at the start of each row («Diapositiva 01»). Blocks fields
 * need only the nouns: each row is labelled by its block.
 */
export function rowNouns(singular: string, plural: string) {
  return {
    labels: { singular: singular.toLowerCase(), plural: plural.toLowerCase() },
    RowLabel: { path: ROW_LABEL, clientProps: { noun: singular } },
  }
}

/** The nouns of a blocks field's rows («Añadir bloque»). */
export const BLOCK_ROWS = rowNouns('Bloque', 'Bloques').labels
