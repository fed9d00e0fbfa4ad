import 'server-only'
import { ImageResponse } from 'next/og'
import { getPayloadClient } from '@/content/payload'
import { siteTranslator } from '@/content/site-translator'
import { isLocale } from '@/i18n/locales'
import { loadOgFonts, OG_FONT_FAMILY } from '@/seo/og-fonts'
import { findCard } from './server/cards'
import { CARD_VARIANTS, type CardVariantName } from './variants'

export type ShareParams = Promise<{ locale: string; token: string }>

/** 1200×630 PNG: the house, the name in large type, the greeting from the city. */
export async function cardImage(variant: CardVariantName, params: ShareParams) {
  const { locale, token } = await params
  const found = isLocale(locale) ? await findCard(await getPayloadClient(), token) : null
  if (!isLocale(locale) || found?.status !== 'found' || found.card.variant !== variant) {
    return new Response('Not found', { status: 404 })
  }
  const { card } = found
  const look = CARD_VARIANTS[variant]
  const t = await siteTranslator(locale)
  const nameSize = [...card.name].length > 18 ? 72 : 104
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        background: `linear-gradient(135deg, ${look.shade} 0%, #000000 100%)`,
        color: look.ink,
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 6, color: look.accent }}>
        {t('videoCard.brand').toUpperCase()}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: nameSize, fontWeight: 700, lineHeight: 1.15 }}>
          {card.name}
        </div>
        <div
          style={{
            display: 'flex',
            width: 160,
            height: 4,
            margin: '28px 0',
            background: look.accent,
          }}
        />
        <div style={{ display: 'flex', fontSize: 44 }}>
          {t('videoCard.greeting', { city: card.city })}
        </div>
      </div>
    </div>,
    { width: 1200, height: 630, fonts: await loadOgFonts() },
  )
}
