import { getPayloadClient } from '@/content/payload'
import { formatDate } from '@/rules/format'
import { cardTtlDays } from '@/rules/video-card'
import { findCard } from '@/video-cards/server/cards'
import { CARD_VARIANTS, type CardVariantName, FILM_SOURCES } from '@/video-cards/variants'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { CardGeneratorLazy } from './CardGeneratorLazy'
import './video-cards.css'
import { siteTranslator } from '@/content/site-translator'

/**
 * The personalised video cards' templates (SPEC §2.2, issue 15): the landing (what a card is,
 * then the editor's call to the generator), the generator and the sharing page, each for both
 * variants of src/video-cards/variants.ts (the house's card; Noblesse's gifting card). One
 * implementation; the registry maps each template name to its variant.
 */

export async function VideoCardLandingTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const t = await siteTranslator(locale)
  return (
    <TemplateBody
      locale={locale}
      page={page}
      name="video-card-landing"
      lead={
        <section className="card-landing" aria-labelledby="card-landing-steps">
          <video
            className="card-landing__film"
            src={FILM_SOURCES.vineyard}
            muted
            loop
            autoPlay
            playsInline
            preload="metadata"
          />
          <div>
            <h2 id="card-landing-steps">{t('videoCard.steps')}</h2>
            <ol className="card-landing__steps">
              <li>{t('videoCard.step1')}</li>
              <li>{t('videoCard.step2')}</li>
              <li>
                {t('videoCard.step3', { days: cardTtlDays(process.env.VIDEO_CARD_TTL_DAYS) })}
              </li>
            </ol>
          </div>
        </section>
      }
    />
  )
}

type VariantProps = TemplateProps & { variant: CardVariantName }

async function CardGeneratorPage({ locale: code, page, variant }: VariantProps) {
  const locale = templateLocale(code)
  return (
    <TemplateBody
      locale={locale}
      page={page}
      name={CARD_VARIANTS[variant].generator}
      lead={
        <section className="card-generator-section">
          <CardGeneratorLazy variant={variant} />
        </section>
      }
    />
  )
}

async function CardSharingPage({ locale: code, page, search, variant }: VariantProps) {
  const locale = templateLocale(code)
  const t = await siteTranslator(locale)
  const token = typeof search?.card === 'string' ? search.card : ''
  const found = token ? await findCard(await getPayloadClient(), token) : null
  const card = found?.status === 'found' && found.card.variant === variant ? found.card : null
  const media = card ? `/api/video-cards/${card.token}/media/` : ''
  return (
    <TemplateBody
      locale={locale}
      page={page}
      name={CARD_VARIANTS[variant].sharing}
      lead={
        card ? (
          <section
            className={`shared-card shared-card--${variant}`}
            aria-labelledby="shared-card-title"
          >
            <div className="shared-card__media">
              {card.video ? (
                <video src={media} controls autoPlay muted loop playsInline>
                  <a href={media}>{t('videoCard.open')}</a>
                </video>
              ) : (
                // biome-ignore lint/performance/noImgElement: a private file of our own route, not an optimisable asset.
                <img
                  src={media}
                  alt={t('videoCard.title', { name: card.name })}
                  width={540}
                  height={960}
                />
              )}
            </div>
            <div className="shared-card__texts">
              <h2 id="shared-card-title">{t('videoCard.title', { name: card.name })}</h2>
              <p className="shared-card__city">{t('videoCard.from', { city: card.city })}</p>
              <p className="shared-card__until">
                {t('videoCard.until', { date: formatDate(card.expiresAt, locale) })}
              </p>
            </div>
          </section>
        ) : (
          <section className="shared-card shared-card--missing">
            <h2>{t('videoCard.missing')}</h2>
            <p>{t('videoCard.missingText')}</p>
          </section>
        )
      }
    />
  )
}

export const VideoCardGeneratorTemplate = (props: TemplateProps) => (
  <CardGeneratorPage {...props} variant="standard" />
)
export const NobligeTemplate = (props: TemplateProps) => (
  <CardGeneratorPage {...props} variant="noblige" />
)
export const VideoCardSharingTemplate = (props: TemplateProps) => (
  <CardSharingPage {...props} variant="standard" />
)
export const NobligeSharedCardTemplate = (props: TemplateProps) => (
  <CardSharingPage {...props} variant="noblige" />
)
