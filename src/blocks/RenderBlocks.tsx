import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { ButtonComponent } from './Button/Component'
import { CarouselComponent } from './Carousel/Component'
import { ColumnsComponent } from './Columns/Component'
import { ContactFormComponent } from './ContactForm/Component'
import { CookieTableComponent } from './CookieTable/Component'
import { GalleryComponent } from './Gallery/Component'
import { HeadingComponent } from './Heading/Component'
import { HtmlComponent } from './Html/Component'
import { ImageComponent } from './Image/Component'
import { LegalNoticeComponent } from './LegalNotice/Component'
import { MapComponent } from './Map/Component'
import { PaymentButtonComponent } from './PaymentButton/Component'
import { PostsLoopComponent } from './PostsLoop/Component'
import { ProgressTrackerComponent } from './ProgressTracker/Component'
import { RichTextComponent } from './RichText/Component'
import { ShareButtonsComponent } from './ShareButtons/Component'
import { SearchFormComponent } from './SearchForm/Component'
import { SectionComponent } from './Section/Component'
import { SpacerComponent } from './Spacer/Component'
import { StudioDetailsComponent } from './StudioDetails/Component'
import { TabsComponent } from './Tabs/Component'
import { VideoComponent } from './Video/Component'

type AnyBlock = NonNullable<Page['layout']>[number] | { blockType: string; id?: string | null }
type BlockOf<S extends string> = Extract<NonNullable<Page['layout']>[number], { blockType: S }>
type Slug = NonNullable<Page['layout']>[number]['blockType']

/** Every block slug mapped to its component: a new block without a component fails to type-check. */
const components: { [S in Slug]: ComponentType<BlockOf<S>> } = {
  section: SectionComponent,
  columns: ColumnsComponent,
  heading: HeadingComponent,
  richText: RichTextComponent,
  image: ImageComponent,
  gallery: GalleryComponent,
  button: ButtonComponent,
  spacer: SpacerComponent,
  contactForm: ContactFormComponent,
  legalNotice: LegalNoticeComponent,
  studioDetails: StudioDetailsComponent,
  cookieTable: CookieTableComponent,
  carousel: CarouselComponent,
  tabs: TabsComponent,
  postsLoop: PostsLoopComponent,
  shareButtons: ShareButtonsComponent,
  paymentButton: PaymentButtonComponent,
  progressTracker: ProgressTrackerComponent,
  video: VideoComponent,
  map: MapComponent,
  searchForm: SearchFormComponent,
  html: HtmlComponent,
}

export function RenderBlocks({ blocks }: { blocks: AnyBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        const Component = components[block.blockType as Slug] as ComponentType<AnyBlock> | undefined
        return Component ? <Component key={block.id ?? i} {...block} /> : null
      })}
    </>
  )
}
