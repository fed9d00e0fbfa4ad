/**
 * Modal type → its lazily loaded component (SPEC §2.8). A feature adds its modal here with one
 * entry; a type without an entry (or with data its entry refuses) opens nothing, like an
 * unknown type. Each component is its own chunk, loaded when its modal first opens.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { StringKey } from '@/i18n/strings'
import {
  blueSwiftPopinData,
  cocktailModalData,
  ctbModalData,
  embedPlayerData,
  eventtiaData,
  imageSliderData,
  masterclassCompleteData,
  nativePlayerData,
  newsletterFormData,
  productReviewsData,
  quizzConfirmationData,
  searchData,
  selectionGridData,
  webformData,
} from './modal-data'
import type { ModalType } from './modal-types'
import type { ModalProps } from './types'

/** Where the modal sits: a panel sliding in from the right, or the whole screen. */
export type ModalLayout = 'panel' | 'fullscreen'

export interface ModalEntry {
  /** The opener's data, checked: null refuses to open. */
  parse: (data: unknown) => unknown
  Component: LazyExoticComponent<ComponentType<ModalProps<unknown>>>
  /** The dialog's accessible name. */
  label: StringKey
  layout: ModalLayout
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false }
}

/** Ties a data schema to its component's props; the registry stores entries type-erased. */
function defineModal<T>(entry: {
  schema: Schema<T>
  load: () => Promise<{ default: ComponentType<ModalProps<T>> }>
  label: StringKey
  layout: ModalLayout
}): ModalEntry {
  return {
    parse: (data) => {
      const result = entry.schema.safeParse(data ?? {})
      return result.success ? result.data : null
    },
    Component: lazy(entry.load) as unknown as ModalEntry['Component'],
    label: entry.label,
    layout: entry.layout,
  }
}

export const MODAL_REGISTRY: Partial<Record<ModalType, ModalEntry>> = {
  search: defineModal({
    schema: searchData,
    load: () => import('./search/SearchModal'),
    label: 'modal.search.title',
    layout: 'panel',
  }),
  image_slider: defineModal({
    schema: imageSliderData,
    load: () => import('./image-slider/ImageSliderModal'),
    label: 'modal.slider.title',
    layout: 'fullscreen',
  }),
  embed_player: defineModal({
    schema: embedPlayerData,
    load: () => import('./players/EmbedPlayerModal'),
    label: 'modal.video.title',
    layout: 'fullscreen',
  }),
  webform: defineModal({
    schema: webformData,
    load: () => import('./webform/WebformModal'),
    label: 'chrome.newsletter.title',
    layout: 'panel',
  }),
  newsletter_form: defineModal({
    schema: newsletterFormData,
    load: () => import('./newsletter/NewsletterFormModal'),
    label: 'chrome.newsletter.title',
    layout: 'panel',
  }),
  blue_swift_newsletter_form: defineModal({
    schema: newsletterFormData,
    load: () => import('./newsletter/NewsletterFormModal'),
    label: 'chrome.newsletter.title',
    layout: 'panel',
  }),
  blue_swift_newsletter_popin: defineModal({
    schema: blueSwiftPopinData,
    load: () => import('./newsletter/BlueSwiftPopinModal'),
    label: 'chrome.newsletter.title',
    layout: 'panel',
  }),
  eventtia: defineModal({
    schema: eventtiaData,
    load: () => import('./eventtia/EventtiaModal'),
    label: 'eventFinder.registerTitle',
    layout: 'fullscreen',
  }),
  native_player: defineModal({
    schema: nativePlayerData,
    load: () => import('./players/NativePlayerModal'),
    label: 'modal.video.title',
    layout: 'fullscreen',
  }),
  product_gallery: defineModal({
    schema: imageSliderData,
    load: () => import('./product-gallery/ProductGalleryModal'),
    label: 'product.galleryTitle',
    layout: 'fullscreen',
  }),
  product_reviews: defineModal({
    schema: productReviewsData,
    load: () => import('./product-reviews/ProductReviewsModal'),
    label: 'reviews.title',
    layout: 'panel',
  }),
  product_selection_grid: defineModal({
    schema: selectionGridData,
    load: () => import('./selection-grid/SelectionGridModal'),
    label: 'comparator.modalTitle',
    layout: 'panel',
  }),
  cocktail: defineModal({
    schema: cocktailModalData,
    load: () => import('./cocktail/CocktailModal'),
    label: 'modal.cocktail.title',
    layout: 'panel',
  }),
  masterclass_complete: defineModal({
    schema: masterclassCompleteData,
    load: () => import('@/masterclass/MasterclassCompleteModal'),
    label: 'masterclass.complete.title',
    layout: 'panel',
  }),
  ctb_modal: defineModal({
    schema: ctbModalData,
    load: () => import('./ctb/CtbModal'),
    label: 'ctb.title',
    layout: 'panel',
  }),
  quizz_confirmation: defineModal({
    schema: quizzConfirmationData,
    load: () => import('./quizz-confirmation/QuizzConfirmationModal'),
    label: 'quiz.confirmTitle',
    layout: 'panel',
  }),
}

/** Whether a type has a modal to show, so a link to it can be drawn. */
export function hasModal(type: string): boolean {
  return Object.hasOwn(MODAL_REGISTRY, type)
}

/** The entry and checked data for an open request, or null: nothing is shown. */
export function resolveModal(
  type: unknown,
  data: unknown,
): { type: ModalType; entry: ModalEntry; data: unknown } | null {
  if (typeof type !== 'string' || !hasModal(type)) return null
  const entry = MODAL_REGISTRY[type as ModalType]
  if (!entry) return null
  const parsed = entry.parse(data)
  return parsed === null ? null : { type: type as ModalType, entry, data: parsed }
}
