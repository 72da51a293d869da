import { RscEntryLexicalField } from '@payloadcms/richtext-lexical/rsc'
import type { ComponentProps } from 'react'

import { SteadyRichText } from './SteadyRichText.client'

type Props = ComponentProps<typeof RscEntryLexicalField>

/** Lexical's field as Payload draws it, inside SteadyRichText (no save re-mounts it while someone types). */
export function SteadyLexicalField(props: Props) {
  return (
    <SteadyRichText path={props.path ?? (props.clientField as { name: string }).name}>
      <RscEntryLexicalField {...props} />
    </SteadyRichText>
  )
}
