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
 * Block layout name → component (SPEC §2.5), one per layout of the CMS schema (configs.ts): the
 * layout names come from the generated Page type, so a schema without a component does not
 * compile.
 */
export const BLOCKS: {
  readonly [K in PageBlock['blockType']]: ComponentType<BlockProps<BlockOf<K>>>
} = {
  richtext_slice: RichTextSlice,
  title_headline_slice: TitleHeadlineSlice,
  quote_slice: QuoteSlice,
  squared_cta: SquaredCta,
  line_up_slice: LineUpSlice,
  image_slice: ImageSlice,
  gallery_slice: GallerySlice,
  how_to_slice: HowToSlice,
  visit_us_header: VisitUsHeader,
  items_section_slice: ItemsSectionSlice,
  eventtia_iframe_section_slice: EventtiaIframeSectionSlice,
  button_web_form_slice: ButtonWebFormSlice,
  image_slider_slice: ImageSliderSlice,
  videos_gallery_slice: VideosGallerySlice,
  product_slider_slice: ProductSliderSlice,
  text_image_slice: TextImageSlice,
  text_image: TextImage,
  text_image_section_slice: TextImageSectionSlice,
  advanced_text_image_slice: AdvancedTextImageSlice,
  related_articles_slice: RelatedArticlesSlice,
  related_cocktails_slice: RelatedCocktailsSlice,
  related_sessions_slice: RelatedSessionsSlice,
  web_form_slice: WebFormSlice,
}

function BlockView({ block, locale }: BlockProps<PageBlock>) {
  const Component = (BLOCKS as Record<string, ComponentType<BlockProps<PageBlock>> | undefined>)[
    block.blockType
  ]
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

/** Interface-string groups of the blocks whose client parts read more than the site's. */
export const BLOCK_CLIENT_STRINGS: Readonly<
  Partial<Record<PageBlock['blockType'], readonly ClientStringGroup[]>>
> = {
  image_slider_slice: ['slider'],
  product_slider_slice: ['slider'],
}

export function RenderBlocks({ blocks, locale }: { blocks: Page['layout']; locale: LocaleCode }) {
  if (!blocks?.length) return null
  // The texts of the blocks this page has, once for all of them.
  const groups = [...new Set(blocks.flatMap((b) => BLOCK_CLIENT_STRINGS[b.blockType] ?? []))]
  return (
    <ClientStrings locale={locale} groups={groups}>
      {orderBlocks(blocks).map((block, i) => (
        <BlockView key={block.id ?? i} block={block} locale={locale} />
      ))}
    </ClientStrings>
  )
}
