/**
 * Colour contrast of text against what is behind it, as WCAG 2.2 defines it (SC 1.4.3 Contrast
 * (Minimum)): relative luminance of sRGB colours, the ratio (L1 + 0.05) / (L2 + 0.05), and the
 * minimum ratio by text size. Pure; the first-screen guard (issue 19) measures titles with it.
 */

/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}
export type Rgb = Omit<Rgba, 'a'>

/** WCAG 2.2 "relative luminance" of an sRGB colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two opaque colours, 1 (same) to 21 (black on white); order-free. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** A colour painted with its alpha over an opaque one: what the eye sees. */
export function composite(top: Rgba, under: Rgb): Rgb {
  const a = Math.min(1, Math.max(0, top.a))
  const mix = (t: number, u: number) => t * a + u * (1 - a)
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) }
}

/**
 * The ratio text needs (SC 1.4.3): 4.5:1, or 3:1 for large text, which WCAG defines as at least
 * 18 point (24 CSS px) or 14 point (18.66 CSS px) bold (weight 700 and above).
 */
export function requiredContrast(fontSizePx: number, fontWeight: number): 3 | 4.5 {
  const large = fontSizePx >= 24 || (fontSizePx >= (14 * 4) / 3 && fontWeight >= 700)
  return large ? 3 : 4.5
}

const CHANNEL = String.raw`\s*(-?[\d.]+%?)\s*`
const RGB_FUNCTION = new RegExp(
  String.raw`^rgba?\(${CHANNEL}[,\s]${CHANNEL}[,\s]${CHANNEL}(?:[,/]${CHANNEL})?\)$`,
)

/**
 * A colour as the browser's getComputedStyle writes it: `rgb(r, g, b)`, `rgba(r, g, b, a)`, the
 * space-separated `rgb(r g b / a)` or `#rrggbb`/`#rgb`; `transparent` is transparent black. Null
 * for anything else (a computed colour in another colour space).
 */
export function parseCssColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase()
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 }
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/.exec(text)
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1]
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
      a: 1,
    }
  }
  const match = RGB_FUNCTION.exec(text)
  if (!match) return null
  const channel = (raw: string | undefined) => {
    const n = Number.parseFloat(raw ?? '')
    return raw?.endsWith('%') ? (n * 255) / 100 : n
  }
  const alpha = (raw: string | undefined) => {
    if (raw === undefined) return 1
    const n = Number.parseFloat(raw)
    return raw.endsWith('%') ? n / 100 : n
  }
  const color = {
    r: channel(match[1]),
    g: channel(match[2]),
    b: channel(match[3]),
    a: alpha(match[4]),
  }
  return Object.values(color).every(Number.isFinite) ? color : null
}
