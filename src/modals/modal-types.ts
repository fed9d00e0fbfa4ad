/**
 * The modal types of SPEC §2.8 and the host's timing (SPEC §4, §9). Pure: no React, no I/O.
 * Features open a modal by type through `openModal` (open-modal.ts); the registry
 * (registry.ts) maps a type to its lazily loaded component once a feature builds it.
 */
export const MODAL_TYPES = [
  'webform',
  'embed_player',
  'native_player',
  'newsletter_form',
  'product_gallery',
  'product_selection_grid',
  'search',
  'image_slider',
  'product_reviews',
  'masterclass_complete',
  'eventtia',
  'blue_swift_navigation',
  'blue_swift_newsletter_popin',
  'blue_swift_newsletter_form',
  'quizz_confirmation',
  'cocktail',
  'ctb_modal',
] as const

export type ModalType = (typeof MODAL_TYPES)[number]

export function isModalType(value: unknown): value is ModalType {
  return typeof value === 'string' && (MODAL_TYPES as readonly string[]).includes(value)
}

/** SPEC §4/§9: the modal slides in from the right over 0.8 s and out the same way. */
export const MODAL_ANIMATION_MS = 800

/**
 * Whether opening and closing slide: not when the opener asked for no animation
 * (OpenModalDetail.noAnimation) nor when the visitor prefers reduced motion.
 */
export function shouldAnimate(noAnimation: boolean | undefined, reducedMotion: boolean): boolean {
  return !noAnimation && !reducedMotion
}
