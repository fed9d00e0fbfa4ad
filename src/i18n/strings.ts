import { accountStrings } from '@/account/account.strings'
import { blockStrings } from '@/blocks/blocks.strings'
import { cartStrings } from '@/commerce/cart/cart.strings'
import { ctbStrings } from '@/commerce/ctb.strings'
import { ageGateStrings } from '@/components/age-gate/age-gate.strings'
import { chromeStrings } from '@/components/chrome/chrome.strings'
import { languageStrings } from '@/components/language/language.strings'
import { mediaStrings } from '@/components/media/media.strings'
import { consentStrings } from '@/consent/consent.strings'
import { cocktailStrings } from '@/content-types/Cocktail/cocktail.strings'
import { contentStrings } from '@/content-types/content.strings'
import { productStrings } from '@/content-types/Product/product.strings'
import { quizStrings } from '@/content-types/Quiz/quiz.strings'
import { eventRegistrationStrings } from '@/events/event-registration.strings'
import { masterclassStrings } from '@/masterclass/masterclass.strings'
import { modalStrings } from '@/modals/modals.strings'
import { newsletterStrings } from '@/newsletter/newsletter.strings'
import { previewStrings } from '@/preview/preview.strings'
import { reviewStrings } from '@/reviews/reviews.strings'
import { captchaStrings } from '@/security/captcha/captcha.strings'
import { httpStrings } from '@/server/http/http.strings'
import { supportChatStrings } from '@/support-chat/support-chat.strings'
import { comparatorStrings } from '@/templates/Comparator/comparator.strings'
import { connectedBottleStrings } from '@/templates/ConnectedBottle/connected-bottle.strings'
import { eventFinderStrings } from '@/templates/EventFinder/event-finder.strings'
import { searchStrings } from '@/templates/Search/search.strings'
import { storeLocatorStrings } from '@/templates/StoreLocator/store-locator.strings'
import { videoCardStrings } from '@/video-cards/video-cards.strings'
import { visitBookingStrings } from '@/visits/visit-booking.strings'
import { webFormStrings } from '@/web-forms/web-forms.strings'
import { formatMessage, type MessageValues } from './format-message'
import { DEFAULT_LANGUAGE, getLocale, isLocale, type Language } from './locales'

/**
 * Interface texts per language. Missing keys fall back to English (SPEC §5, last rule); an editor
 * can override any key per locale through the site options' localized_strings.
 */
const coreEn = {
  'seo.siteDescription':
    'Maison Solaine, a cognac house: our cognacs, cocktails and recipes, the story of the house, and where to find and taste our bottles.',
  'a11y.skipToContent': 'Skip to content',
  'nav.main': 'Main navigation',
  'nav.footer': 'Footer navigation',
  'nav.languages': 'Choose your country and language',
  'nav.home': 'Maison Solaine home',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for has moved or no longer exists.',
  'notFound.back': 'Back to the home page',
  'footer.drinkResponsibly': 'Enjoy responsibly.',
  'product.tasting': 'Tasting notes',
  'product.colour': 'Colour',
  'product.nose': 'Nose',
  'product.palate': 'Palate',
  'product.finish': 'Finish',
  'product.details': 'The cognac',
  'product.age': 'Age',
  'product.years': '{n, plural, one {# year} other {# years}}',
  'product.abv': 'Strength',
  'product.volume': 'Bottle',
  'product.cru': 'Cru',
  'product.cask': 'Casks',
  'product.distillation': 'Distillation',
  'product.profile': 'Flavour profile',
  'product.fruity': 'Fruity',
  'product.floral': 'Floral',
  'product.spicy': 'Spicy',
  'product.woody': 'Woody',
  'product.sweet': 'Sweet',
} as const

/**
 * Each feature keeps its texts next to its code (`*.strings.ts`, made with defineStrings); they
 * are merged here so that one translator serves the whole site.
 */
const features = [
  ageGateStrings,
  chromeStrings,
  languageStrings,
  modalStrings,
  blockStrings,
  contentStrings,
  accountStrings,
  cocktailStrings,
  searchStrings,
  storeLocatorStrings,
  comparatorStrings,
  eventFinderStrings,
  httpStrings,
  consentStrings,
  captchaStrings,
  newsletterStrings,
  webFormStrings,
  visitBookingStrings,
  productStrings,
  eventRegistrationStrings,
  connectedBottleStrings,
  videoCardStrings,
  ctbStrings,
  reviewStrings,
  mediaStrings,
  quizStrings,
  masterclassStrings,
  cartStrings,
  supportChatStrings,
  previewStrings,
] as const

const en = {
  ...coreEn,
  ...ageGateStrings.en,
  ...chromeStrings.en,
  ...languageStrings.en,
  ...modalStrings.en,
  ...blockStrings.en,
  ...contentStrings.en,
  ...accountStrings.en,
  ...cocktailStrings.en,
  ...searchStrings.en,
  ...storeLocatorStrings.en,
  ...comparatorStrings.en,
  ...eventFinderStrings.en,
  ...httpStrings.en,
  ...consentStrings.en,
  ...captchaStrings.en,
  ...newsletterStrings.en,
  ...webFormStrings.en,
  ...visitBookingStrings.en,
  ...productStrings.en,
  ...eventRegistrationStrings.en,
  ...connectedBottleStrings.en,
  ...videoCardStrings.en,
  ...ctbStrings.en,
  ...reviewStrings.en,
  ...quizStrings.en,
  ...mediaStrings.en,
  ...masterclassStrings.en,
  ...cartStrings.en,
  ...supportChatStrings.en,
  ...previewStrings.en,
}

export type StringKey = keyof typeof en
type Strings = Partial<Record<StringKey, string>>

const coreByLanguage: Record<Exclude<Language, 'en'>, Strings> = {
  fr: {
    'seo.siteDescription':
      'Maison Solaine, maison de cognac : nos cognacs, cocktails et recettes, l’histoire de la maison, et où trouver et déguster nos bouteilles.',
    'a11y.skipToContent': 'Aller au contenu',
    'nav.main': 'Navigation principale',
    'nav.footer': 'Navigation de pied de page',
    'nav.languages': 'Choisissez votre pays et votre langue',
    'nav.home': 'Accueil Maison Solaine',
    'notFound.title': 'Page introuvable',
    'notFound.text': 'La page que vous cherchez a été déplacée ou n’existe plus.',
    'notFound.back': 'Retour à l’accueil',
    'footer.drinkResponsibly': 'À consommer avec modération.',
    'product.tasting': 'Notes de dégustation',
    'product.colour': 'Robe',
    'product.nose': 'Nez',
    'product.palate': 'Bouche',
    'product.finish': 'Finale',
    'product.details': 'Le cognac',
    'product.age': 'Âge',
    'product.years': '{n, plural, one {# an} many {# ans} other {# ans}}',
    'product.abv': 'Degré',
    'product.volume': 'Bouteille',
    'product.cru': 'Cru',
    'product.cask': 'Fûts',
    'product.distillation': 'Distillation',
    'product.profile': 'Profil aromatique',
    'product.fruity': 'Fruité',
    'product.floral': 'Floral',
    'product.spicy': 'Épicé',
    'product.woody': 'Boisé',
    'product.sweet': 'Doux',
  },
  es: {
    'seo.siteDescription':
      'Maison Solaine, casa de coñac: nuestros coñacs, cócteles y recetas, la historia de la casa, y dónde encontrar y degustar nuestras botellas.',
    'a11y.skipToContent': 'Ir al contenido',
    'nav.main': 'Navegación principal',
    'nav.footer': 'Navegación del pie de página',
    'nav.languages': 'Elija su país e idioma',
    'nav.home': 'Inicio de Maison Solaine',
    'notFound.title': 'Página no encontrada',
    'notFound.text': 'La página que busca se ha movido o ya no existe.',
    'notFound.back': 'Volver al inicio',
    'footer.drinkResponsibly': 'Disfrute con responsabilidad.',
    'product.tasting': 'Notas de cata',
    'product.colour': 'Color',
    'product.nose': 'Nariz',
    'product.palate': 'Boca',
    'product.finish': 'Final',
    'product.details': 'El coñac',
    'product.age': 'Edad',
    'product.years': '{n, plural, one {# año} many {# años} other {# años}}',
    'product.abv': 'Graduación',
    'product.volume': 'Botella',
    'product.cru': 'Cru',
    'product.cask': 'Barricas',
    'product.distillation': 'Destilación',
    'product.profile': 'Perfil aromático',
    'product.fruity': 'Afrutado',
    'product.floral': 'Floral',
    'product.spicy': 'Especiado',
    'product.woody': 'Amaderado',
    'product.sweet': 'Dulce',
  },
  pl: {
    'seo.siteDescription':
      'Maison Solaine, dom koniakowy: nasze koniaki, koktajle i przepisy, historia domu oraz miejsca, w których można znaleźć i skosztować nasze butelki.',
    'a11y.skipToContent': 'Przejdź do treści',
    'nav.main': 'Nawigacja główna',
    'nav.footer': 'Nawigacja w stopce',
    'nav.languages': 'Wybierz kraj i język',
    'nav.home': 'Strona główna Maison Solaine',
    'notFound.title': 'Nie znaleziono strony',
    'notFound.text': 'Strona, której szukasz, została przeniesiona lub już nie istnieje.',
    'notFound.back': 'Wróć do strony głównej',
    'footer.drinkResponsibly': 'Pij odpowiedzialnie.',
    'product.tasting': 'Nuty degustacyjne',
    'product.colour': 'Barwa',
    'product.nose': 'Nos',
    'product.palate': 'Smak',
    'product.finish': 'Finisz',
    'product.details': 'Koniak',
    'product.age': 'Wiek',
    'product.years': '{n, plural, one {# rok} few {# lata} many {# lat} other {# roku}}',
    'product.abv': 'Moc',
    'product.volume': 'Butelka',
    'product.cru': 'Cru',
    'product.cask': 'Beczki',
    'product.distillation': 'Destylacja',
    'product.profile': 'Profil smakowy',
    'product.fruity': 'Owocowy',
    'product.floral': 'Kwiatowy',
    'product.spicy': 'Korzenny',
    'product.woody': 'Drzewny',
    'product.sweet': 'Słodki',
  },
  zh: {
    'seo.siteDescription':
      'Maison Solaine 干邑酒莊：我們的干邑、調酒與食譜，酒莊的故事，以及在哪裡購買與品飲我們的酒款。',
    'a11y.skipToContent': '跳至主要內容',
    'nav.main': '主選單',
    'nav.footer': '頁尾選單',
    'nav.languages': '選擇您的國家和語言',
    'nav.home': 'Maison Solaine 首頁',
    'notFound.title': '找不到頁面',
    'notFound.text': '您要尋找的頁面已移動或不再存在。',
    'notFound.back': '返回首頁',
    'footer.drinkResponsibly': '理性飲酒。',
    'product.tasting': '品飲筆記',
    'product.colour': '色澤',
    'product.nose': '聞香',
    'product.palate': '口感',
    'product.finish': '尾韻',
    'product.details': '關於這款干邑',
    'product.age': '酒齡',
    'product.years': '{n} 年',
    'product.abv': '酒精濃度',
    'product.volume': '容量',
    'product.cru': '產區',
    'product.cask': '橡木桶',
    'product.distillation': '蒸餾',
    'product.profile': '風味輪廓',
    'product.fruity': '果香',
    'product.floral': '花香',
    'product.spicy': '辛香',
    'product.woody': '木質',
    'product.sweet': '甜潤',
  },
  vi: {
    'seo.siteDescription':
      'Maison Solaine, nhà cognac: các dòng cognac, cocktail và công thức của chúng tôi, câu chuyện của nhà, cùng nơi tìm mua và thưởng thức.',
    'a11y.skipToContent': 'Chuyển đến nội dung',
    'nav.main': 'Điều hướng chính',
    'nav.footer': 'Điều hướng chân trang',
    'nav.languages': 'Chọn quốc gia và ngôn ngữ',
    'nav.home': 'Trang chủ Maison Solaine',
    'notFound.title': 'Không tìm thấy trang',
    'notFound.text': 'Trang bạn tìm đã được chuyển đi hoặc không còn tồn tại.',
    'notFound.back': 'Về trang chủ',
    'footer.drinkResponsibly': 'Hãy thưởng thức có trách nhiệm.',
    'product.tasting': 'Ghi chú nếm thử',
    'product.colour': 'Màu sắc',
    'product.nose': 'Hương',
    'product.palate': 'Vị',
    'product.finish': 'Hậu vị',
    'product.details': 'Về chai cognac',
    'product.age': 'Tuổi',
    'product.years': '{n} năm',
    'product.abv': 'Nồng độ',
    'product.volume': 'Dung tích',
    'product.cru': 'Vùng cru',
    'product.cask': 'Thùng',
    'product.distillation': 'Chưng cất',
    'product.profile': 'Hồ sơ hương vị',
    'product.fruity': 'Hương trái cây',
    'product.floral': 'Hương hoa',
    'product.spicy': 'Hương gia vị',
    'product.woody': 'Hương gỗ',
    'product.sweet': 'Ngọt',
  },
  ru: {
    'seo.siteDescription':
      'Maison Solaine, коньячный дом: наши коньяки, коктейли и рецепты, история дома, а также где найти и попробовать наши коньяки.',
    'a11y.skipToContent': 'Перейти к содержимому',
    'nav.main': 'Главное меню',
    'nav.footer': 'Меню в подвале',
    'nav.languages': 'Выберите страну и язык',
    'nav.home': 'Главная Maison Solaine',
    'notFound.title': 'Страница не найдена',
    'notFound.text': 'Страница, которую вы ищете, перемещена или больше не существует.',
    'notFound.back': 'На главную',
    'footer.drinkResponsibly': 'Наслаждайтесь ответственно.',
    'product.tasting': 'Дегустационные заметки',
    'product.colour': 'Цвет',
    'product.nose': 'Аромат',
    'product.palate': 'Вкус',
    'product.finish': 'Послевкусие',
    'product.details': 'О коньяке',
    'product.age': 'Выдержка',
    'product.years': '{n, plural, one {# год} few {# года} many {# лет} other {# года}}',
    'product.abv': 'Крепость',
    'product.volume': 'Объём',
    'product.cru': 'Крю',
    'product.cask': 'Бочки',
    'product.distillation': 'Дистилляция',
    'product.profile': 'Вкусовой профиль',
    'product.fruity': 'Фруктовый',
    'product.floral': 'Цветочный',
    'product.spicy': 'Пряный',
    'product.woody': 'Древесный',
    'product.sweet': 'Сладкий',
  },
}

const byLanguage = Object.fromEntries(
  (Object.keys(coreByLanguage) as Array<Exclude<Language, 'en'>>).map((language) => [
    language,
    Object.assign({}, coreByLanguage[language], ...features.map((f) => f[language] ?? {})),
  ]),
) as Record<Exclude<Language, 'en'>, Strings>

/** A text in the reader's language; `values` fill its ICU placeholders and plurals. */
export type Translate = (key: StringKey, values?: MessageValues) => string

/** A translator for one locale; `overrides` are the site options' localized_strings. */
export function translator(
  localeCode: string,
  overrides: ReadonlyArray<{ key: string; value: string }> = [],
): Translate {
  const language = isLocale(localeCode) ? getLocale(localeCode).language : DEFAULT_LANGUAGE
  const own: Strings = language === 'en' ? en : byLanguage[language]
  const custom = new Map(overrides.map((o) => [o.key, o.value]))
  return (key, values) => {
    const message = custom.get(key) ?? own[key] ?? en[key]
    return values ? formatMessage(message, values, language) : message
  }
}

/** The strings a client component needs, resolved on the server for one locale. */
export function stringsFor(
  localeCode: string,
  overrides?: ReadonlyArray<{ key: string; value: string }>,
) {
  return allStrings(translator(localeCode, overrides))
}

/** Every text of a translator, by key (for server components that take a record). */
export function allStrings(t: Translate): Record<StringKey, string> {
  return Object.fromEntries((Object.keys(en) as StringKey[]).map((k) => [k, t(k)])) as Record<
    StringKey,
    string
  >
}

/** Every interface text key, in catalogue order. */
export const STRING_KEYS = Object.keys(en) as StringKey[]

const knownKeys = new Set<string>(STRING_KEYS)

/** Whether `key` names an interface text of the catalogue. */
export function isStringKey(key: unknown): key is StringKey {
  return typeof key === 'string' && knownKeys.has(key)
}
