import type { Payload } from 'payload'
import sharp from 'sharp'
import { DEFAULT_LOCALE, getLocale, type Language, LOCALE_CODES } from '../../src/i18n/locales'

/**
 * Demo artwork drawn at seed time (no network, no stock photos): gradients and silhouettes of
 * bottles, glasses, cocktails, vineyards, cellars and people, rendered from SVG by sharp and
 * uploaded to the media collection, which derives the named sizes.
 */
export type Motif =
  | 'bottle'
  | 'glass'
  | 'cocktail'
  | 'vineyard'
  | 'cellar'
  | 'portrait'
  | 'abstract'

export interface ImageSpec {
  /** Stable key: the file name, so a second seed finds the image instead of adding it again. */
  key: string
  motif: Motif
  /** Main hue, 0–360 (amber ≈ 30, navy ≈ 220, gold ≈ 45, burgundy ≈ 350). */
  hue: number
  alt: Record<Language, string>
  width?: number
  height?: number
}

const ctx = { disableRevalidate: true }

export async function seedImage(payload: Payload, spec: ImageSpec): Promise<number> {
  const width = spec.width ?? (spec.motif === 'bottle' ? 1200 : 1600)
  const height = spec.height ?? (spec.motif === 'bottle' ? 1600 : 1067)
  return uploadOnce(
    payload,
    {
      // JPEG: the artwork is soft gradients, and Payload encodes every derived size in its format.
      name: `${spec.key}.jpg`,
      mimetype: 'image/jpeg',
      render: () =>
        sharp(Buffer.from(drawSvg(spec.motif, spec.hue, width, height)))
          .jpeg({ quality: 82 })
          .toBuffer(),
    },
    spec.alt,
  )
}

/** Upload a generated file once (found again by its file name), with its alt text per locale. */
async function uploadOnce(
  payload: Payload,
  file: { name: string; mimetype: string; render: () => Promise<Buffer> },
  alt: Record<Language, string>,
): Promise<number> {
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: file.name } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  const data = await file.render()
  const created = await payload.create({
    collection: 'media',
    locale: DEFAULT_LOCALE,
    context: ctx,
    data: { alt: alt.en },
    file: { data, mimetype: file.mimetype, name: file.name, size: data.length },
  })
  for (const locale of LOCALE_CODES) {
    if (locale === DEFAULT_LOCALE) continue
    await payload.update({
      collection: 'media',
      id: created.id,
      locale,
      context: ctx,
      data: { alt: alt[getLocale(locale).language] },
    })
  }
  return created.id
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`

/** The SVG for one motif, on a soft gradient in the given hue. Pure. */
export function drawSvg(motif: Motif, hue: number, w: number, h: number): string {
  const bg = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 45, 88)}"/><stop offset="1" stop-color="${hsl(hue + 20, 40, 62)}"/>
    </linearGradient>
    <linearGradient id="liquid" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(32, 85, 55)}"/><stop offset="1" stop-color="${hsl(22, 80, 30)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`
  const ink = hsl(hue + 200, 35, 16)
  const cx = w / 2
  const s = Math.min(w, h) / 1000
  let art = ''
  switch (motif) {
    case 'bottle':
      art = `<g transform="translate(${cx - 160 * s} ${h * 0.12}) scale(${s})">
        <path d="M130 0h60v170c0 40 130 90 130 200v620c0 30-20 50-50 50H50c-30 0-50-20-50-50V370C0 260 130 210 130 170Z" fill="${ink}" opacity="0.92"/>
        <path d="M20 520h280v460c0 20-10 30-30 30H50c-20 0-30-10-30-30Z" fill="url(#liquid)"/>
        <rect x="45" y="600" width="230" height="200" rx="6" fill="${hsl(45, 50, 90)}"/>
        <rect x="75" y="640" width="170" height="10" fill="${hsl(45, 60, 45)}"/>
        <rect x="95" y="670" width="130" height="6" fill="${ink}" opacity="0.6"/>
        <rect x="110" y="690" width="100" height="6" fill="${ink}" opacity="0.4"/>
        <rect x="120" y="-20" width="80" height="60" rx="8" fill="${hsl(45, 70, 45)}"/></g>`
      break
    case 'glass':
      art = `<g transform="translate(${cx - 200 * s} ${h * 0.14}) scale(${s})">
        <path d="M60 0h280c20 140 40 300-40 400-30 40-70 60-100 70v240h120v30H80v-30h120V470c-30-10-70-30-100-70C20 300 40 140 60 0Z" fill="${ink}" opacity="0.18" stroke="${ink}" stroke-width="8"/>
        <path d="M38 240h324c-4 70-24 120-62 160-30 40-70 60-100 70-30-10-70-30-100-70-38-40-58-90-62-160Z" fill="url(#liquid)"/></g>`
      break
    case 'cocktail':
      art = `<g transform="translate(${cx - 260 * s} ${h * 0.18}) scale(${s})">
        <path d="M0 0h520L300 300v300h120v30H100v-30h120V300Z" fill="${ink}" opacity="0.15" stroke="${ink}" stroke-width="8"/>
        <path d="M60 60h400L260 290Z" fill="url(#liquid)"/>
        <circle cx="430" cy="40" r="60" fill="${hsl(hue + 90, 60, 50)}" opacity="0.9"/>
        <path d="M430 40 L300 -120" stroke="${ink}" stroke-width="8"/></g>`
      break
    case 'vineyard': {
      const rows = Array.from({ length: 12 }, (_, i) => {
        const y = h * 0.55 + i * (h * 0.04)
        return `<path d="M0 ${y} Q ${w / 2} ${y - h * 0.08} ${w} ${y}" stroke="${hsl(100 + hue / 10, 35, 30 + i)}" stroke-width="${6 + i}" fill="none" opacity="0.8"/>`
      }).join('')
      art = `<circle cx="${w * 0.78}" cy="${h * 0.25}" r="${h * 0.09}" fill="${hsl(42, 90, 70)}"/>
        <path d="M0 ${h * 0.55} Q ${w * 0.3} ${h * 0.38} ${w * 0.6} ${h * 0.5} T ${w} ${h * 0.45} V ${h} H 0Z" fill="${hsl(95, 30, 45)}"/>${rows}`
      break
    }
    case 'cellar': {
      const arches = [0.2, 0.5, 0.8]
        .map(
          (x) =>
            `<path d="M${w * x - w * 0.12} ${h} V${h * 0.45} A${w * 0.12} ${w * 0.12} 0 0 1 ${w * x + w * 0.12} ${h * 0.45} V${h}Z" fill="${ink}" opacity="0.75"/>`,
        )
        .join('')
      const barrels = [0.2, 0.5, 0.8]
        .map(
          (x) =>
            `<ellipse cx="${w * x}" cy="${h * 0.8}" rx="${w * 0.07}" ry="${h * 0.12}" fill="${hsl(25, 45, 35)}" stroke="${hsl(25, 30, 20)}" stroke-width="8"/>`,
        )
        .join('')
      art = arches + barrels
      break
    }
    case 'portrait':
      art = `<circle cx="${cx}" cy="${h * 0.38}" r="${h * 0.14}" fill="${ink}" opacity="0.85"/>
        <path d="M${cx - h * 0.32} ${h} C ${cx - h * 0.3} ${h * 0.62} ${cx + h * 0.3} ${h * 0.62} ${cx + h * 0.32} ${h}Z" fill="${ink}" opacity="0.85"/>`
      break
    case 'abstract':
      art = [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M0 ${h * (0.45 + i * 0.12)} C ${w * 0.3} ${h * (0.3 + i * 0.12)} ${w * 0.6} ${h * (0.65 + i * 0.1)} ${w} ${h * (0.4 + i * 0.12)} V ${h} H 0Z" fill="${hsl(hue + i * 12, 45, 60 - i * 10)}" opacity="0.55"/>`,
        )
        .join('')
      break
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${bg}${art}</svg>`
}

/**
 * A legal banner with its text drawn in (SPEC §2.7: zh-tw's black banner, en-za's white banner
 * with text and logo, pl-pl's warning). The same text is stored as the image's alt text.
 */
export async function seedBanner(
  payload: Payload,
  spec: {
    key: string
    text: string
    dark: boolean
    withLogo?: boolean
    alt: Record<Language, string>
  },
): Promise<number> {
  const [w, h] = [1600, 120]
  const fg = spec.dark ? '#ffffff' : '#14213d'
  const logo = spec.withLogo
    ? `<g transform="translate(40 24)"><rect width="72" height="72" rx="12" fill="#14213d"/><text x="36" y="50" font-family="Georgia, serif" font-size="34" fill="#f7f1e6" text-anchor="middle">S</text></g>`
    : ''
  const escaped = spec.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${spec.dark ? '#000' : '#fff'}"/>${logo}<text x="${w / 2}" y="${h / 2 + 14}" font-family="'Noto Sans CJK TC', 'Noto Sans', sans-serif" font-size="40" font-weight="700" fill="${fg}" text-anchor="middle">${escaped}</text></svg>`
  return uploadOnce(
    payload,
    {
      name: `${spec.key}.png`,
      mimetype: 'image/png',
      render: () => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer(),
    },
    spec.alt,
  )
}
