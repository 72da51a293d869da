import type { Block } from 'payload'

import { ButtonBlock } from './Button/config'
import { ContactFormBlock } from './ContactForm/config'
import { CookieTableBlock } from './CookieTable/config'
import { GalleryBlock } from './Gallery/config'
import { HeadingBlock } from './Heading/config'
import { ImageBlock } from './Image/config'
import { LegalNoticeBlock } from './LegalNotice/config'
import { RichTextBlock } from './RichText/config'
import { SpacerBlock } from './Spacer/config'

/** The blocks that carry content; sections and columns arrange them. */
export const contentBlocks: Block[] = [HeadingBlock, RichTextBlock, ImageBlock, GalleryBlock, ButtonBlock, SpacerBlock, ContactFormBlock, LegalNoticeBlock, CookieTableBlock]
