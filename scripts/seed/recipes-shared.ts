import type { CollectionSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, type Language, type LocaleCode } from '../../src/i18n/locales'
import {
  COCKTAIL_LABELS,
  HOUSE_VOICES,
  INGREDIENTS,
  type IngredientKey,
  TOOLS,
  type ToolKey,
  UNITS,
  type UnitKey,
  type VoiceKey,
} from './data/recipe-words'
import { mapTexts, type Texts } from './data/texts'
import { type ImageSpec, seedImage } from './images'
import { type SeedReport, upsertLocalized } from './upsert'

export {
  COCKTAIL_LABELS,
  HOUSE_VOICES,
  INGREDIENTS,
  type IngredientKey,
  mapTexts,
  type Texts,
  TOOLS,
  type ToolKey,
  UNITS,
  type UnitKey,
  type VoiceKey,
}

export interface IngredientSpec {
  /** Text the people counter scales, the same in every language: "2", "1/2", "1,5" or words. */
  quantity: string
  unit?: UnitKey
  name: IngredientKey
}

/** Ingredient rows in one language, in the shape of the `ingredients` array field. */
export function ingredientRows(list: readonly IngredientSpec[], language: Language) {
  return list.map((item) => ({
    quantity: item.quantity,
    unit: item.unit ? UNITS[item.unit][language] : '',
    name: INGREDIENTS[item.name][language],
  }))
}

/** At most ~20 images for the recipes: keys start with `recipes-` (idempotent by key). */
export const RECIPE_IMAGES = {
  'recipes-sidecar': {
    motif: 'cocktail',
    hue: 38,
    alt: {
      en: 'A Sidecar in a sugar-rimmed coupe with a twist of orange',
      fr: 'Un Sidecar dans une coupe givrée de sucre, avec un zeste d’orange',
      es: 'Un Sidecar en copa escarchada con azúcar y un twist de naranja',
      pl: 'Sidecar w kieliszku coupe z cukrowym brzegiem i skórką pomarańczy',
      zh: '杯口沾糖的淺碟杯中盛著側車，點綴一條柳橙皮',
      vi: 'Ly Sidecar trong ly coupe viền đường với vỏ cam xoắn',
      ru: 'Сайдкар в бокале-купе с сахарной каёмкой и апельсиновой цедрой',
    },
  },
  'recipes-crisp-green-tea': {
    motif: 'glass',
    hue: 110,
    alt: {
      en: 'A tall glass of Crisp Green Tea with cucumber slices',
      fr: 'Un grand verre de Thé Vert Frais avec des rondelles de concombre',
      es: 'Un vaso alto de Té Verde Fresco con rodajas de pepino',
      pl: 'Wysoka szklanka Rześkiej Zielonej Herbaty z plasterkami ogórka',
      zh: '一杯加了小黃瓜片的清爽綠茶調酒',
      vi: 'Ly cao Trà Xanh Thanh Mát với lát dưa leo',
      ru: 'Высокий бокал «Свежего зелёного чая» с ломтиками огурца',
    },
  },
  'recipes-julep': {
    motif: 'glass',
    hue: 140,
    alt: {
      en: 'A frosted julep cup heaped with crushed ice and mint',
      fr: 'Une timbale givrée remplie de glace pilée et de menthe',
      es: 'Una copa julep escarchada, llena de hielo frappé y menta',
      pl: 'Oszroniony kubek julepowy pełen kruszonego lodu i mięty',
      zh: '結霜的朱利普杯，堆滿碎冰與薄荷',
      vi: 'Cốc julep phủ sương đầy đá bào và bạc hà',
      ru: 'Заиндевевшая джулеп-чашка с горкой колотого льда и мяты',
    },
  },
  'recipes-float': {
    motif: 'glass',
    hue: 200,
    alt: {
      en: 'A cognac float with a scoop of vanilla ice cream',
      fr: 'Un float au cognac surmonté d’une boule de glace vanille',
      es: 'Un float de coñac con una bola de helado de vainilla',
      pl: 'Float z koniakiem i gałką lodów waniliowych',
      zh: '放上一球香草冰淇淋的干邑漂浮飲',
      vi: 'Ly float cognac với một viên kem vani',
      ru: 'Коньячный флоат с шариком ванильного мороженого',
    },
  },
  'recipes-ginger-spice': {
    motif: 'glass',
    hue: 25,
    alt: {
      en: 'A Ginger Spice highball with a lime wedge',
      fr: 'Un highball Gingembre Épicé avec un quartier de citron vert',
      es: 'Un highball Jengibre Especiado con una cuña de limón',
      pl: 'Highball Korzenny Imbir z ćwiartką limonki',
      zh: '點綴萊姆角的辛香薑味高球',
      vi: 'Ly highball Gừng Cay với một lát chanh xanh',
      ru: 'Хайбол «Пряный имбирь» с долькой лайма',
    },
  },
  'recipes-robust-coffee': {
    motif: 'cocktail',
    hue: 22,
    alt: {
      en: 'A Robust Coffee cocktail topped with three coffee beans',
      fr: 'Un cocktail Café Corsé surmonté de trois grains de café',
      es: 'Un cóctel Café Intenso con tres granos de café',
      pl: 'Koktajl Mocna Kawa z trzema ziarnami kawy',
      zh: '飾以三顆咖啡豆的濃烈咖啡調酒',
      vi: 'Cocktail Cà Phê Đậm Đà với ba hạt cà phê',
      ru: 'Коктейль «Крепкий кофе» с тремя кофейными зёрнами',
    },
  },
  'recipes-swift-old-fashioned': {
    motif: 'glass',
    hue: 215,
    alt: {
      en: 'A Swift Old Fashioned over one large clear ice cube',
      fr: 'Un Swift Old Fashioned sur un gros glaçon limpide',
      es: 'Un Swift Old Fashioned sobre un gran cubo de hielo transparente',
      pl: 'Swift Old Fashioned na jednej dużej, przejrzystej kostce lodu',
      zh: '一顆大透明冰塊上的 Swift 古典雞尾酒',
      vi: 'Ly Swift Old Fashioned với một viên đá lớn trong suốt',
      ru: 'Swift Old Fashioned на одном большом прозрачном кубике льда',
    },
  },
  'recipes-chevalier-noir': {
    motif: 'cocktail',
    hue: 285,
    alt: {
      en: 'A deep purple Chevalier Noir with two blackberries',
      fr: 'Un Chevalier Noir pourpre garni de deux mûres',
      es: 'Un Chevalier Noir púrpura con dos zarzamoras',
      pl: 'Głęboko purpurowy Chevalier Noir z dwiema jeżynami',
      zh: '點綴兩顆黑莓的深紫色黑騎士',
      vi: 'Ly Chevalier Noir tím sẫm với hai quả dâu đen',
      ru: 'Тёмно-пурпурный «Шевалье Нуар» с двумя ягодами ежевики',
    },
  },
  'recipes-step-prepare': {
    motif: 'glass',
    hue: 32,
    alt: {
      en: 'A glass being prepared on the bar',
      fr: 'Un verre préparé sur le comptoir',
      es: 'Un vaso preparado sobre la barra',
      pl: 'Szklanka przygotowywana na barze',
      zh: '吧檯上正在備好的酒杯',
      vi: 'Chiếc ly đang được chuẩn bị trên quầy bar',
      ru: 'Бокал готовят на барной стойке',
    },
  },
  'recipes-step-mix': {
    motif: 'cocktail',
    hue: 48,
    alt: {
      en: 'Cognac being shaken with ice',
      fr: 'Le cognac frappé au shaker avec des glaçons',
      es: 'El coñac agitado con hielo en la coctelera',
      pl: 'Koniak wstrząsany z lodem',
      zh: '干邑與冰塊一同搖盪',
      vi: 'Cognac được lắc cùng đá',
      ru: 'Коньяк взбивают со льдом в шейкере',
    },
  },
  'recipes-step-garnish': {
    motif: 'cocktail',
    hue: 95,
    alt: {
      en: 'The finishing garnish laid on the cocktail',
      fr: 'La décoration finale posée sur le cocktail',
      es: 'La decoración final sobre el cóctel',
      pl: 'Ostatnia dekoracja na koktajlu',
      zh: '為調酒放上最後的裝飾',
      vi: 'Trang trí cuối cùng trên ly cocktail',
      ru: 'Последний штрих: украшение коктейля',
    },
  },
  'recipes-video-cover': {
    motif: 'glass',
    hue: 230,
    alt: {
      en: 'The house bar, where the cocktail videos are filmed',
      fr: 'Le bar de la maison, où sont tournées les vidéos de cocktails',
      es: 'El bar de la casa, donde se graban los videos de cócteles',
      pl: 'Bar domu, w którym powstają filmy o koktajlach',
      zh: '酒莊吧檯，調酒影片的拍攝地',
      vi: 'Quầy bar của nhà, nơi quay các video cocktail',
      ru: 'Бар дома, где снимают видео о коктейлях',
    },
  },
  'recipes-cognac-pairing': {
    motif: 'abstract',
    hue: 42,
    alt: {
      en: 'Amber waves of cognac light',
      fr: 'Des vagues ambrées aux reflets de cognac',
      es: 'Ondas ambarinas con reflejos de coñac',
      pl: 'Bursztynowe fale w kolorze koniaku',
      zh: '琥珀色的干邑光澤波紋',
      vi: 'Những làn sóng hổ phách mang sắc cognac',
      ru: 'Янтарные волны коньячного света',
    },
  },
  'recipes-duck-breast': {
    motif: 'abstract',
    hue: 12,
    alt: {
      en: 'Sliced duck breast with a cognac pepper sauce',
      fr: 'Magret de canard tranché, sauce au poivre et au cognac',
      es: 'Pechuga de pato en rebanadas con salsa de pimienta al coñac',
      pl: 'Plastry piersi z kaczki z sosem pieprzowym z koniakiem',
      zh: '切片鴨胸佐干邑胡椒醬',
      vi: 'Ức vịt thái lát với sốt tiêu cognac',
      ru: 'Нарезанная утиная грудка с перечным соусом на коньяке',
    },
  },
  'recipes-flambeed-prawns': {
    motif: 'abstract',
    hue: 18,
    alt: {
      en: 'Prawns flambéed with cognac, garlic and parsley',
      fr: 'Gambas flambées au cognac, ail et persil',
      es: 'Camarones flameados al coñac con ajo y perejil',
      pl: 'Krewetki flambirowane koniakiem z czosnkiem i pietruszką',
      zh: '干邑火焰大蝦佐蒜片與巴西里',
      vi: 'Tôm flambé cognac với tỏi và mùi tây',
      ru: 'Креветки, фламбированные коньяком, с чесноком и петрушкой',
    },
  },
  'recipes-chocolate-mousse': {
    motif: 'glass',
    hue: 350,
    alt: {
      en: 'Dark chocolate and cognac mousse in a glass',
      fr: 'Mousse au chocolat noir et au cognac en verrine',
      es: 'Mousse de chocolate amargo y coñac en vaso',
      pl: 'Mus z gorzkiej czekolady i koniaku w pucharku',
      zh: '杯裝黑巧克力干邑慕斯',
      vi: 'Mousse sô-cô-la đen và cognac trong ly',
      ru: 'Мусс из горького шоколада с коньяком в стакане',
    },
  },
} satisfies Record<string, Omit<ImageSpec, 'key'>>

export type RecipeImageKey = keyof typeof RECIPE_IMAGES

/** en-ww slugs of the references made by other domains (catalog, editorial). */
export type ProductSlug = 'v-s-o-p' | 'blue-swift' | 'xo' | 'cordon-bleu'
export type ArticleSlug =
  | 'the-art-of-blending'
  | 'cognac-and-food-pairing'
  | 'a-year-in-the-vineyard'

/** en-ww slugs of the 8 cocktails (SPEC §2.10). */
export const COCKTAIL_SLUGS = [
  'sidecar',
  'crisp-green-tea',
  'julep',
  'float',
  'ginger-spice',
  'robust-coffee',
  'swift-old-fashioned',
  'chevalier-noir',
] as const
export type CocktailSlug = (typeof COCKTAIL_SLUGS)[number]

/** A step of a recipe: a short title and one or two sentences. */
export interface StepText {
  title: string
  description: string
}

/** The history of a cocktail (legacy `history` group, V2 `bloc_history`). */
export interface HistoryText {
  title: string
  paragraphs: string[]
}

export type RecipeImages = Record<RecipeImageKey, number>

/** Every recipe image, by key (seedImage is idempotent by key). */
export async function seedRecipeImages(payload: Payload): Promise<RecipeImages> {
  const ids: Partial<RecipeImages> = {}
  for (const key of Object.keys(RECIPE_IMAGES) as RecipeImageKey[]) {
    ids[key] = await seedImage(payload, { key, ...RECIPE_IMAGES[key] })
  }
  return ids as RecipeImages
}

/**
 * The id of a document by its en-ww slug, or null when its domain has not seeded it (yet):
 * products and articles belong to other domains, and a missing one only leaves a reference out.
 */
export async function findIdBySlug(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
): Promise<number | null> {
  const found = await payload.find({
    collection,
    locale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? id : null
}

/** The ids of those slugs that exist, in order. */
export async function findIdsBySlugs(
  payload: Payload,
  collection: CollectionSlug,
  slugs: readonly string[],
): Promise<number[]> {
  const ids: number[] = []
  for (const slug of slugs) {
    const id = await findIdBySlug(payload, collection, slug)
    if (id !== null) ids.push(id)
  }
  return ids
}

/**
 * upsertLocalized for a recipe found by its en-ww slug. Its ingredient and step rows are per
 * locale (issue 17 item 4), so each locale is written with rows of its own and no locale's save
 * touches another's.
 */
export async function upsertRecipe<T extends object>(
  payload: Payload,
  report: SeedReport,
  options: { collection: CollectionSlug; slug: string; data: (locale: LocaleCode) => T },
): Promise<number> {
  const { collection, slug, data } = options
  return upsertLocalized(payload, report, {
    collection,
    find: { slug: { equals: slug } },
    data: (locale) => data(locale) as Record<string, unknown>,
  })
}

/** Throws when the languages of a text list disagree on its length (steps, buttons). */
export function checkLengths(what: string, texts: Texts<readonly unknown[]>, expected: number) {
  for (const [language, list] of Object.entries(texts)) {
    if (list.length !== expected) {
      throw new Error(
        `recipes seed: ${what} has ${list.length} items in ${language}, not ${expected}`,
      )
    }
  }
}
