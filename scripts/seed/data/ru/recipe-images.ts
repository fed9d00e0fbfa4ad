import type { RecipeImageKey } from '../recipe-images'

/** The Russian alts of the recipes artwork. */
export const ru: Record<RecipeImageKey, string> = {
  'recipes-sidecar': 'Сайдкар в бокале-купе с сахарной каёмкой и апельсиновой цедрой',
  'recipes-crisp-green-tea': 'Высокий бокал «Свежего зелёного чая» с ломтиками огурца',
  'recipes-julep': 'Заиндевевшая джулеп-чашка с горкой колотого льда и мяты',
  'recipes-float': 'Коньячный флоат с шариком ванильного мороженого',
  'recipes-ginger-spice': 'Хайбол «Пряный имбирь» с долькой лайма',
  'recipes-robust-coffee': 'Коктейль «Крепкий кофе» с тремя кофейными зёрнами',
  'recipes-swift-old-fashioned': 'Swift Old Fashioned на одном большом прозрачном кубике льда',
  'recipes-chevalier-noir': 'Тёмно-пурпурный «Шевалье Нуар» с двумя ягодами ежевики',
  'recipes-step-prepare': 'Бокал готовят на барной стойке',
  'recipes-step-mix': 'Коньяк взбивают со льдом в шейкере',
  'recipes-step-garnish': 'Последний штрих: украшение коктейля',
  'recipes-video-cover': 'Бар дома, где снимают видео о коктейлях',
  'recipes-cognac-pairing': 'Янтарные волны коньячного света',
  'recipes-duck-breast': 'Нарезанная утиная грудка с перечным соусом на коньяке',
  'recipes-flambeed-prawns': 'Креветки, фламбированные коньяком, с чесноком и петрушкой',
  'recipes-chocolate-mousse': 'Мусс из горького шоколада с коньяком в стакане',
}
