import 'server-only'
import type { ContentCardLabels } from '@/components/cards/ContentCard'
import { buildCardModel, type CardModel, type CardSource } from '@/components/cards/card-model'
import { getSiteOptions } from '@/content/site'
import type { LocaleCode } from '@/i18n/locales'
import { type Translate, translator } from '@/i18n/strings'
import type { DurationUnits } from '@/rules/format'

/** What the label before a card's time says, by collection. */
const TIME_LABEL = {
  videos: 'card.videoLength',
  episodes: 'card.videoLength',
  podcasts: 'detail.listen',
  cocktails: 'recipe.preparation',
  'food-recipes': 'recipe.preparation',
  sessions: 'session.duration',
  playlists: 'session.duration',
} as const

export interface ContentKit {
  locale: LocaleCode
  t: Translate
  /** A text with `{n}` replaced. */
  tn: (key: Parameters<Translate>[0], n: number | string) => string
  units: DurationUnits
  card: (source: CardSource) => CardModel
  cardLabels: (kind: string) => ContentCardLabels
}

/**
 * The translator (with the editors' per-locale overrides), duration units and card builder of one
 * locale, shared by the detail and template pages.
 */
export async function contentKit(locale: LocaleCode): Promise<ContentKit> {
  const options = await getSiteOptions(locale)
  const t = translator(locale, options.localized_strings ?? [])
  const units: DurationUnits = {
    h: t('duration.h'),
    min: t('duration.min'),
    sec: t('duration.sec'),
  }
  return {
    locale,
    t,
    tn: (key, n) => t(key).replace('{n}', String(n)),
    units,
    card: (source) => buildCardModel(source, { locale, units }),
    cardLabels: (kind) => ({
      exclusive: t('card.exclusive'),
      time: t(TIME_LABEL[kind as keyof typeof TIME_LABEL] ?? 'card.readingTime'),
      tags: t('card.tags'),
      signIn: t('card.signInToOpen'),
      newTab: t('card.opensNewTab'),
    }),
  }
}
