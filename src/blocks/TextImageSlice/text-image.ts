/**
 * How a text-image block's options become its layout (SPEC §2.5): the type sets the image size
 * and shape, reverse swaps the sides, centre centres the text, background paints the band.
 * Pure: the component only applies these class names (styles in text-image.css).
 */

export type TextImageType = 'double' | 'normal' | 'big' | 'square' | 'big_square'
export type TextImageBackground = 'none' | 'cream' | 'blue' | 'dark'

export interface TextImageOptions {
  type?: string | null
  reverse?: boolean | null
  centre?: boolean | null
  background?: string | null
  quote?: string | null
}

const TYPES: readonly TextImageType[] = ['double', 'normal', 'big', 'square', 'big_square']
const BACKGROUNDS: readonly TextImageBackground[] = ['none', 'cream', 'blue', 'dark']

/** The type, `normal` when missing or unknown (the schema's default). */
export function textImageType(value: string | null | undefined): TextImageType {
  return TYPES.find((t) => t === value) ?? 'normal'
}

export function textImageBackground(value: string | null | undefined): TextImageBackground {
  return BACKGROUNDS.find((b) => b === value) ?? 'none'
}

/** The block's class names, e.g. `text-image text-image--big text-image--reverse`. */
export function textImageClassName(options: TextImageOptions): string {
  const type = textImageType(options.type)
  const background = textImageBackground(options.background)
  return [
    'text-image',
    `text-image--${type.replace('_', '-')}`,
    options.reverse ? 'text-image--reverse' : null,
    options.centre ? 'text-image--centre' : null,
    background === 'none' ? null : `text-image--bg-${background}`,
    options.quote?.trim() ? 'text-image--with-quote' : null,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * The `sizes` hint of the image for the browser's srcset choice: the big types take two thirds
 * of the row on desktop, the double type shows two images side by side in its half.
 */
export function textImageSizes(type: TextImageType): string {
  switch (type) {
    case 'big':
    case 'big_square':
      return '(min-width: 769px) 66vw, 100vw'
    case 'double':
      return '(min-width: 769px) 25vw, 50vw'
    case 'square':
      return '(min-width: 769px) 33vw, 100vw'
    default:
      return '(min-width: 769px) 50vw, 100vw'
  }
}

/** advanced_text_image_slice options (its config.ts): where the image sits, its width, theme. */
export interface AdvancedTextImageOptions {
  image_position?: string | null
  image_width?: string | null
  theme?: string | null
}

const POSITIONS = ['left', 'right', 'top'] as const
const WIDTHS = ['third', 'half', 'two_thirds'] as const
const THEMES = ['light', 'cream', 'dark'] as const

function oneOf<T extends string>(
  list: readonly T[],
  value: string | null | undefined,
  fallback: T,
): T {
  return list.find((v) => v === value) ?? fallback
}

/** The class names of an advanced text-image; unknown values take the schema's defaults. */
export function advancedTextImageClassName(options: AdvancedTextImageOptions): string {
  const position = oneOf(POSITIONS, options.image_position, 'right')
  const width = oneOf(WIDTHS, options.image_width, 'half')
  const theme = oneOf(THEMES, options.theme, 'light')
  return [
    'advanced-text-image',
    `advanced-text-image--image-${position}`,
    // A width only means something beside the text, not above it.
    position === 'top' ? null : `advanced-text-image--width-${width.replace('_', '-')}`,
    `advanced-text-image--theme-${theme}`,
  ]
    .filter(Boolean)
    .join(' ')
}
