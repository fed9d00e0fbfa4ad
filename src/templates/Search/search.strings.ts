import { defineStrings } from '@/i18n/define-strings'

/** Texts of the search page. `{n}` is a number of results, `{q}` the query as searched. */
export const searchStrings = defineStrings({
  en: {
    'search.label': 'Search the site',
    'search.submit': 'Search',
    'search.prompt':
      'Type at least 2 characters to search our cognacs, cocktails, recipes and stories.',
    'search.loading': 'Searching…',
    'search.results': '{n, plural, one {# result} other {# results}} for “{q}”',
    'search.none': 'Nothing matches “{q}”. Try another word.',
    'search.error': 'Search is unavailable right now. Please try again.',
    'search.retry': 'Try again',
    'search.resultsLabel': 'Search results',
  },
  fr: {
    'search.label': 'Rechercher sur le site',
    'search.submit': 'Rechercher',
    'search.prompt':
      'Saisissez au moins 2 caractères pour chercher parmi nos cognacs, cocktails, recettes et histoires.',
    'search.loading': 'Recherche en cours…',
    'search.results':
      '{n, plural, one {# résultat} many {# résultats} other {# résultats}} pour « {q} »',
    'search.none': 'Aucun résultat pour « {q} ». Essayez un autre mot.',
    'search.error': 'La recherche est indisponible pour le moment. Veuillez réessayer.',
    'search.retry': 'Réessayer',
    'search.resultsLabel': 'Résultats de la recherche',
  },
  es: {
    'search.label': 'Buscar en el sitio',
    'search.submit': 'Buscar',
    'search.prompt':
      'Escriba al menos 2 caracteres para buscar entre nuestros coñacs, cócteles, recetas e historias.',
    'search.loading': 'Buscando…',
    'search.results':
      '{n, plural, one {# resultado} many {# resultados} other {# resultados}} para «{q}»',
    'search.none': 'Nada coincide con «{q}». Pruebe con otra palabra.',
    'search.error': 'La búsqueda no está disponible en este momento. Inténtelo de nuevo.',
    'search.retry': 'Reintentar',
    'search.resultsLabel': 'Resultados de la búsqueda',
  },
  pl: {
    'search.label': 'Szukaj w serwisie',
    'search.submit': 'Szukaj',
    'search.prompt':
      'Wpisz co najmniej 2 znaki, aby przeszukać nasze koniaki, koktajle, przepisy i historie.',
    'search.loading': 'Wyszukiwanie…',
    'search.results':
      '{n, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}} dla „{q}”',
    'search.none': 'Brak wyników dla „{q}”. Spróbuj innego słowa.',
    'search.error': 'Wyszukiwanie jest chwilowo niedostępne. Spróbuj ponownie.',
    'search.retry': 'Spróbuj ponownie',
    'search.resultsLabel': 'Wyniki wyszukiwania',
  },
  zh: {
    'search.label': '搜尋本站',
    'search.submit': '搜尋',
    'search.prompt': '請輸入至少 2 個字元，搜尋我們的干邑、雞尾酒、食譜與故事。',
    'search.loading': '搜尋中…',
    'search.results': '「{q}」的搜尋結果：{n} 項',
    'search.none': '找不到符合「{q}」的內容，請換個字詞試試。',
    'search.error': '搜尋功能暫時無法使用，請稍後再試。',
    'search.retry': '再試一次',
    'search.resultsLabel': '搜尋結果',
  },
  vi: {
    'search.label': 'Tìm kiếm trên trang',
    'search.submit': 'Tìm kiếm',
    'search.prompt':
      'Nhập ít nhất 2 ký tự để tìm trong các loại cognac, cocktail, công thức và câu chuyện của chúng tôi.',
    'search.loading': 'Đang tìm…',
    'search.results': '{n} kết quả cho “{q}”',
    'search.none': 'Không có kết quả cho “{q}”. Hãy thử từ khác.',
    'search.error': 'Chức năng tìm kiếm tạm thời không khả dụng. Vui lòng thử lại.',
    'search.retry': 'Thử lại',
    'search.resultsLabel': 'Kết quả tìm kiếm',
  },
  ru: {
    'search.label': 'Поиск по сайту',
    'search.submit': 'Найти',
    'search.prompt':
      'Введите не менее 2 символов, чтобы искать среди наших коньяков, коктейлей, рецептов и историй.',
    'search.loading': 'Идёт поиск…',
    'search.results':
      '{n, plural, one {Найден # результат} few {Найдено # результата} many {Найдено # результатов} other {Найдено # результата}} по запросу «{q}»',
    'search.none': 'По запросу «{q}» ничего не найдено. Попробуйте другое слово.',
    'search.error': 'Поиск сейчас недоступен. Пожалуйста, попробуйте ещё раз.',
    'search.retry': 'Повторить',
    'search.resultsLabel': 'Результаты поиска',
  },
})
