import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { getPayloadClient } from '@/content/payload'
import { isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { findCard } from './server/cards'
import { CARD_VARIANTS, type CardVariantName } from './variants'

export type ShareParams = Promise<{ locale: string; token: string }>

/**
 * The fonts of a card's Open Graph image (docs/decisions.md, "Video cards"): satori reads TTF or
 * OTF, not woff2, and draws only glyphs its fonts hold. Noto Sans covers Latin (Vietnamese
 * included), Cyrillic and Greek; Noto Sans TC and SC the Han characters of Chinese names (each
 * Google Fonts subset lacks much of the other's script: 陳 is in both, 张 only in SC). Read once
 * per process from the npm packages @expo-google-fonts/noto-sans, -noto-sans-tc, -noto-sans-sc.
 */
const FONT_FILES = [
  { name: 'Noto Sans', weight: 400, file: 'noto-sans/400Regular/NotoSans_400Regular.ttf' },
  { name: 'Noto Sans', weight: 700, file: 'noto-sans/700Bold/NotoSans_700Bold.ttf' },
  { name: 'Noto Sans TC', weight: 400, file: 'noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf' },
  { name: 'Noto Sans SC', weight: 400, file: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
] as const

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }
let fonts: Promise<Font[]> | null = null

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => {
      const bytes = await readFile(
        path.join(process.cwd(), 'node_modules', '@expo-google-fonts', file),
      )
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
      return { name, weight, style: 'normal' as const, data: data as ArrayBuffer }
    }),
  ).catch((error) => {
    fonts = null
    throw error
  })
  return fonts
}

/** 1200×630 PNG: the house, the name in large type, the greeting from the city. */
export async function cardImage(variant: CardVariantName, params: ShareParams) {
  const { locale, token } = await params
  const found = isLocale(locale) ? await findCard(await getPayloadClient(), token) : null
  if (!isLocale(locale) || found?.status !== 'found' || found.card.variant !== variant) {
    return new Response('Not found', { status: 404 })
  }
  const { card } = found
  const look = CARD_VARIANTS[variant]
  const t = translator(locale)
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
        // Traditional forms first (the site's Chinese is zh-tw and zh-hk), simplified after.
        fontFamily: '"Noto Sans", "Noto Sans TC", "Noto Sans SC"',
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
    { width: 1200, height: 630, fonts: await loadFonts() },
  )
}
