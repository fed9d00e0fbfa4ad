import type { ComponentType } from 'react'
import { ClientStrings } from '@/components/ClientStrings'
import type { ClientStringGroup } from '@/i18n/client-strings'
import type { LocaleCode } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { AdvancedTextImageSlice } from './AdvancedTextImageSlice/Component'
import { anchorIdFromName } from './anchor-scroll'
import { ButtonWebFormSlice } from './ButtonWebFormSlice/Component'
import { EventtiaIframeSectionSlice } from './EventtiaIframeSectionSlice/Component'
import { GallerySlice } from './GallerySlice/Component'
import { HowToSlice } from './HowToSlice/Component'
import { ImageSlice } from './ImageSlice/Component'
import { ImageSliderSlice } from './ImageSliderSlice/Component'
import { ItemsSectionSlice } from './ItemsSectionSlice/Component'
import { LineUpSlice } from './LineUpSlice/Component'
import { orderBlocks } from './order'
import { ProductSliderSlice } from './ProductSliderSlice/Component'
import { QuoteSlice } from './QuoteSlice/Component'
import {
  RelatedArticlesSlice,
  RelatedCocktailsSlice,
  RelatedSessionsSlice,
} from './RelatedCardsSlice/Component'
import { RichTextSlice } from './RichTextSlice/Component'
import { SquaredCta } from './SquaredCta/Component'
import { TextImage } from './TextImage/Component'
import { TextImageSectionSlice } from './TextImageSectionSlice/Component'
import { TextImageSlice } from './TextImageSlice/Component'
import { TitleHeadlineSlice } from './TitleHeadlineSlice/Component'
import type { BlockProps } from './types'
import { VideosGallerySlice } from './VideosGallerySlice/Component'
import { VisitUsHeader } from './VisitUsHeader/Component'
import { WebFormSlice } from './WebFormSlice/Component'
import './blocks.css'

type PageBlock = NonNullable<Page['layout']>[number]
type BlockOf<K extends PageBlock['blockType']> = Extract<PageBlock, { blockType: K }>

/**
 * Block layout name → its entry (SPEC §2.5), one per layout of the CMS schema (configs.ts): the
 * component, and the interface-string groups its client parts read beyond the site's
 * (src/i18n/client-strings.ts). The layout names come from the generated Page type, so a schema
 * without a component does not compile.
 */
export const BLOCKS: {
  readonly [K in PageBlock['blockType']]: {
    Component: ComponentType<BlockProps<BlockOf<K>>>
    strings?: readonly ClientStringGroup[]
  }
} = {
  richtext_slice: { Component: RichTextSlice },
  title_headline_slice: { Component: TitleHeadlineSlice },
  quote_slice: { Component: QuoteSlice },
  squared_cta: { Component: SquaredCta },
  line_up_slice: { Component: LineUpSlice },
  image_slice: { Component: ImageSlice },
  gallery_slice: { Component: GallerySlice },
  how_to_slice: { Component: HowToSlice },
  visit_us_header: { Component: VisitUsHeader },
  items_section_slice: { Component: ItemsSectionSlice },
  eventtia_iframe_section_slice: { Component: EventtiaIframeSectionSlice },
  button_web_form_slice: { Component: ButtonWebFormSlice },
  image_slider_slice: { Component: ImageSliderSlice, strings: ['slider'] },
  videos_gallery_slice: { Component: VideosGallerySlice },
  product_slider_slice: { Component: ProductSliderSlice, strings: ['slider'] },
  text_image_slice: { Component: TextImageSlice },
  text_image: { Component: TextImage },
  text_image_section_slice: { Component: TextImageSectionSlice },
  advanced_text_image_slice: { Component: AdvancedTextImageSlice },
  related_articles_slice: { Component: RelatedArticlesSlice },
  related_cocktails_slice: { Component: RelatedCocktailsSlice },
  related_sessions_slice: { Component: RelatedSessionsSlice },
  web_form_slice: { Component: WebFormSlice },
}

function BlockView({ block, locale }: BlockProps<PageBlock>) {
  const Component = (
    BLOCKS as Record<string, { Component: ComponentType<BlockProps<PageBlock>> } | undefined>
  )[block.blockType]?.Component
  // An unknown layout renders nothing.
  if (!Component) return null
  // A block the editor named ("Experiences") is the target of in-page links (#experiences).
  const anchor = anchorIdFromName(block.blockName)
  return anchor ? (
    <div id={anchor} className="block-anchor">
      <Component block={block} locale={locale} />
    </div>
  ) : (
    <Component block={block} locale={locale} />
  )
}

export function RenderBlocks({ blocks, locale }: { blocks: Page['layout']; locale: LocaleCode }) {
  if (!blocks?.length) return null
  // The texts of the blocks this page has, once for all of them.
  const groups = [...new Set(blocks.flatMap((b) => BLOCKS[b.blockType]?.strings ?? []))]
  return (
    <ClientStrings locale={locale} groups={groups}>
      {orderBlocks(blocks).map((block, i) => (
        <BlockView key={block.id ?? i} block={block} locale={locale} />
      ))}
    </ClientStrings>
  )
}
