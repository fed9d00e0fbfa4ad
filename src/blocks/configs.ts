import type { Block } from 'payload'
import { AdvancedTextImageSliceBlock } from './AdvancedTextImageSlice/config'
import { ButtonWebFormSliceBlock } from './ButtonWebFormSlice/config'
import { EventtiaIframeSectionSliceBlock } from './EventtiaIframeSectionSlice/config'
import { GallerySliceBlock } from './GallerySlice/config'
import { HowToSliceBlock } from './HowToSlice/config'
import { ImageSliceBlock } from './ImageSlice/config'
import { ImageSliderSliceBlock } from './ImageSliderSlice/config'
import { ItemsSectionSliceBlock } from './ItemsSectionSlice/config'
import { LineUpSliceBlock } from './LineUpSlice/config'
import { ProductSliderSliceBlock } from './ProductSliderSlice/config'
import { QuoteSliceBlock } from './QuoteSlice/config'
import {
  RelatedArticlesSliceBlock,
  RelatedCocktailsSliceBlock,
  RelatedSessionsSliceBlock,
} from './RelatedCardsSlice/config'
import { RichTextSliceBlock } from './RichTextSlice/config'
import { SquaredCtaBlock } from './SquaredCta/config'
import { TextImageBlock } from './TextImage/config'
import { TextImageSectionSliceBlock } from './TextImageSectionSlice/config'
import { TextImageSliceBlock } from './TextImageSlice/config'
import { TitleHeadlineSliceBlock } from './TitleHeadlineSlice/config'
import { VideosGallerySliceBlock } from './VideosGallerySlice/config'
import { VisitUsHeaderBlock } from './VisitUsHeader/config'
import { WebFormSliceBlock } from './WebFormSlice/config'

/**
 * Every page block's schema: the 21 layouts of SPEC §2.5 in the spec's order, then the visit
 * header (SPEC §3), then the in-page web form (issue 12). The block registry maps the same slugs to components.
 */
export const PAGE_BLOCKS: Block[] = [
  RichTextSliceBlock,
  TitleHeadlineSliceBlock,
  LineUpSliceBlock,
  QuoteSliceBlock,
  ImageSliceBlock,
  ImageSliderSliceBlock,
  RelatedArticlesSliceBlock,
  TextImageSliceBlock,
  TextImageBlock,
  TextImageSectionSliceBlock,
  ItemsSectionSliceBlock,
  EventtiaIframeSectionSliceBlock,
  RelatedCocktailsSliceBlock,
  RelatedSessionsSliceBlock,
  VideosGallerySliceBlock,
  GallerySliceBlock,
  ButtonWebFormSliceBlock,
  ProductSliderSliceBlock,
  HowToSliceBlock,
  AdvancedTextImageSliceBlock,
  SquaredCtaBlock,
  VisitUsHeaderBlock,
  WebFormSliceBlock,
]

/** The layout names, for checks and the seed. */
export const PAGE_BLOCK_LAYOUTS: readonly string[] = PAGE_BLOCKS.map((b) => b.slug)
