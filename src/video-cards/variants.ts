import type { CardFilm } from '@/rules/video-card'
import type { TemplateName } from '@/templates/names'

/**
 * The kinds of card (issue 15): the house's video card and the Noblesse gifting card. One
 * generator, one sharing page and one Open Graph image serve both; a variant only names its
 * sharing path, its templates and its look. Pure, shared by the server and the browser.
 */
export const CARD_VARIANT_NAMES = ['standard', 'noblige'] as const
export type CardVariantName = (typeof CARD_VARIANT_NAMES)[number]

export interface CardVariant {
  /** The sharing page below each locale; a card opens at `{sharePath}{token}/`. */
  sharePath: string
  /** The templates that make the card (generator) and show it (sharing). */
  generator: TemplateName
  sharing: TemplateName
  /** Card colours: background behind a still, ink of the name and city, accent rule. */
  ink: string
  accent: string
  shade: string
}

export const CARD_VARIANTS: Readonly<Record<CardVariantName, CardVariant>> = {
  standard: {
    sharePath: '/video-card/share/',
    generator: 'video-card-generator',
    sharing: 'video-card-sharing',
    ink: '#fff8ec',
    accent: '#d9a441',
    shade: '#2a1608',
  },
  noblige: {
    sharePath: '/noblesse/shared-card/',
    generator: 'noblige',
    sharing: 'noblige-shared-card',
    ink: '#fff4f4',
    accent: '#e8b7b7',
    shade: '#3c0d14',
  },
}

export function isCardVariant(value: unknown): value is CardVariantName {
  return typeof value === 'string' && (CARD_VARIANT_NAMES as readonly string[]).includes(value)
}

/** The sharing page's path of a card, below the locale: `/video-card/share/{token}/`. */
export function cardSharePath(locale: string, variant: CardVariantName, token: string): string {
  return `/${locale}${CARD_VARIANTS[variant].sharePath}${token}/`
}

/** The demo films and their first frames the generator draws over (public/demo-media). */
export const FILM_SOURCES: Readonly<Record<CardFilm, string>> = {
  vineyard: '/demo-media/vineyard.mp4',
  cellar: '/demo-media/cellar.mp4',
  pour: '/demo-media/pour.mp4',
}
