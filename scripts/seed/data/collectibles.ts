import type { Language } from '../../../src/i18n/locales'
import { en } from './en/collectibles'
import { es } from './es/collectibles'
import { fr } from './fr/collectibles'
import { pl } from './pl/collectibles'
import { ru } from './ru/collectibles'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/collectibles'
import { zh } from './zh/collectibles'

/**
 * The NFT collection's demo collectibles (issue 15): four numbered decanters and their digital
 * twins, written in every language, each with artwork drawn at seed time and a link to its
 * owner's public page (a fictional marketplace address on the reserved example.com domain).
 */
export interface CollectibleText {
  name: string
  description: string
}

export interface DemoCollectible {
  edition: number
  size: number
  hue: number
  owner: string
  texts: Record<Language, CollectibleText>
}

export type CollectibleEdition = 1 | 2 | 3 | 4

const TEXTS: TextsByLanguage<CollectibleEdition, CollectibleText> = { en, fr, es, pl, zh, vi, ru }

/** The four decanters, language-neutral; their words are in <language>/collectibles.ts. */
const COLLECTIBLE_RECORDS: (Omit<DemoCollectible, 'texts'> & { edition: CollectibleEdition })[] = [
  { edition: 1, size: 250, hue: 32, owner: 'https://collectors.example.com/maison-solaine/1' },
  { edition: 2, size: 250, hue: 45, owner: 'https://collectors.example.com/maison-solaine/2' },
  { edition: 3, size: 120, hue: 220, owner: 'https://collectors.example.com/maison-solaine/3' },
  { edition: 4, size: 60, hue: 350, owner: 'https://collectors.example.com/maison-solaine/4' },
]

export const DEMO_COLLECTIBLES: DemoCollectible[] = COLLECTIBLE_RECORDS.map((record) => ({
  ...record,
  texts: textsOf(TEXTS, record.edition),
}))
