import type { Block } from 'payload'

import { ButtonBlock } from './Button/config'
import { CarouselBlock } from './Carousel/config'
import { ContactFormBlock } from './ContactForm/config'
import { CookieTableBlock } from './CookieTable/config'
import { GalleryBlock } from './Gallery/config'
import { HeadingBlock } from './Heading/config'
import { HtmlBlock } from './Html/config'
import { ImageBlock } from './Image/config'
import { LegalNoticeBlock } from './LegalNotice/config'
import { MapBlock } from './Map/config'
import { PaymentButtonBlock } from './PaymentButton/config'
import { PostsLoopBlock } from './PostsLoop/config'
import { ProgressTrackerBlock } from './ProgressTracker/config'
import { RichTextBlock } from './RichText/config'
import { SearchFormBlock } from './SearchForm/config'
import { ShareButtonsBlock } from './ShareButtons/config'
import { SpacerBlock } from './Spacer/config'
import { StudioDetailsBlock } from './StudioDetails/config'
import { TabsBlock } from './Tabs/config'
import { VideoBlock } from './Video/config'

/** The blocks that carry content; sections and columns arrange them. */
export const contentBlocks: Block[] = [
  HeadingBlock,
  RichTextBlock,
  ImageBlock,
  GalleryBlock,
  ButtonBlock,
  SpacerBlock,
  ContactFormBlock,
  LegalNoticeBlock,
  StudioDetailsBlock,
  CookieTableBlock,
  CarouselBlock,
  TabsBlock,
  PostsLoopBlock,
  ShareButtonsBlock,
  PaymentButtonBlock,
  ProgressTrackerBlock,
  VideoBlock,
  MapBlock,
  SearchFormBlock,
  HtmlBlock,
]
