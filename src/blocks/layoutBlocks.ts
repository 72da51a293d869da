import type { Block } from 'payload'

import { ColumnsBlock } from './Columns/config'
import { contentBlocks } from './contentBlocks'
import { SectionBlock } from './Section/config'

/** The blocks an editor may place at the top level of a page's layout. */
export const layoutBlocks: Block[] = [SectionBlock, ColumnsBlock, ...contentBlocks]
