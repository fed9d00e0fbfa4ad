import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The fonts of the Open Graph images drawn on the server (video cards, quiz results): satori
 * reads TTF or OTF, not woff2, and draws only glyphs its fonts hold. Noto Sans covers Latin
 * (Vietnamese included), Cyrillic and Greek; Noto Sans TC and SC the Han characters (each Google
 * Fonts subset lacks much of the other's script: 陳 is in both, 张 only in SC). Read once per
 * process from the npm packages @expo-google-fonts/noto-sans, -noto-sans-tc, -noto-sans-sc.
 */
const FONT_FILES = [
  { name: 'Noto Sans', weight: 400, file: 'noto-sans/400Regular/NotoSans_400Regular.ttf' },
  { name: 'Noto Sans', weight: 700, file: 'noto-sans/700Bold/NotoSans_700Bold.ttf' },
  { name: 'Noto Sans TC', weight: 400, file: 'noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf' },
  { name: 'Noto Sans SC', weight: 400, file: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
] as const

/** Traditional forms first (the site's Chinese is zh-tw and zh-hk), simplified after. */
export const OG_FONT_FAMILY = '"Noto Sans", "Noto Sans TC", "Noto Sans SC"'

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }
let fonts: Promise<Font[]> | null = null

export function loadOgFonts(): Promise<Font[]> {
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
