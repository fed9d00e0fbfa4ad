import 'server-only'
import type { ContentCardLabels } from '@/components/cards/ContentCard'
import { cardLabels, durationUnits } from '@/components/cards/card-labels'
import { buildCardModel, type CardModel } from '@/components/cards/card-model'
import type { CardSource } from '@/content/card-sources'
import { siteTranslator } from '@/content/site-translator'
import type { LocaleCode } from '@/i18n/locales'
import type { Translate } from '@/i18n/strings'
import type { DurationUnits } from '@/rules/format'

export interface ContentKit {
  locale: LocaleCode
  t: Translate
  /** A text with its `{n}` (a value or a plural) filled. */
  tn: (key: Parameters<Translate>[0], n: number) => string
  units: DurationUnits
  card: (source: CardSource) => CardModel
  cardLabels: (kind: string) => ContentCardLabels
}

/**
 * The translator (with the editors' per-locale overrides), duration units and card builder of one
 * locale, shared by the server components of detail pages, templates and blocks (hence here, in
 * no one of them).
 */
export async function contentKit(locale: LocaleCode): Promise<ContentKit> {
  const t = await siteTranslator(locale)
  const units = durationUnits(t)
  return {
    locale,
    t,
    tn: (key, n) => t(key, { n }),
    units,
    card: (source) => buildCardModel(source, { locale, units }),
    cardLabels: (kind) => cardLabels(t, kind),
  }
}
