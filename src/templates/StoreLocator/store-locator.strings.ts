import { defineStrings } from '@/i18n/define-strings'

/** Texts of the store locator: the API's refusals (GET /api/store-locator/, issue 13). */
export const storeLocatorStrings = defineStrings({
  en: {
    'storeLocator.error.unknownLocale': 'Choose one of the site’s countries and languages.',
    'storeLocator.error.invalidLat': 'The latitude must be a number from -90 to 90.',
    'storeLocator.error.invalidLng': 'The longitude must be a number from -180 to 180.',
    'storeLocator.error.invalidRadius':
      'The search radius must be a number of kilometres above 0 and at most 500.',
    'storeLocator.error.invalidLimit':
      'The number of results must be a whole number from 1 to 100.',
    'storeLocator.error.unknownKind': 'This kind of outlet does not exist.',
    'storeLocator.error.unknownProduct':
      'This product cannot be searched for in the store locator.',
    'storeLocator.error.missingLocation':
      'Give a position (latitude and longitude) or a city or postcode.',
    'storeLocator.error.ambiguousLocation':
      'Give either a position or a city or postcode, not both.',
    'storeLocator.error.invalidPlace': 'The city or postcode is too long.',
  },
  fr: {
    'storeLocator.error.unknownLocale': 'Choisissez l’un des pays et l’une des langues du site.',
    'storeLocator.error.invalidLat': 'La latitude doit être un nombre compris entre -90 et 90.',
    'storeLocator.error.invalidLng': 'La longitude doit être un nombre compris entre -180 et 180.',
    'storeLocator.error.invalidRadius':
      'Le rayon de recherche doit être un nombre de kilomètres supérieur à 0 et d’au plus 500.',
    'storeLocator.error.invalidLimit':
      'Le nombre de résultats doit être un nombre entier compris entre 1 et 100.',
    'storeLocator.error.unknownKind': 'Ce type de point de vente n’existe pas.',
    'storeLocator.error.unknownProduct':
      'Ce produit ne peut pas être recherché dans la carte des points de vente.',
    'storeLocator.error.missingLocation':
      'Indiquez une position (latitude et longitude), une ville ou un code postal.',
    'storeLocator.error.ambiguousLocation':
      'Indiquez soit une position, soit une ville ou un code postal, mais pas les deux.',
    'storeLocator.error.invalidPlace': 'La ville ou le code postal est trop long.',
  },
  es: {
    'storeLocator.error.unknownLocale': 'Elija uno de los países e idiomas del sitio.',
    'storeLocator.error.invalidLat': 'La latitud debe ser un número entre -90 y 90.',
    'storeLocator.error.invalidLng': 'La longitud debe ser un número entre -180 y 180.',
    'storeLocator.error.invalidRadius':
      'El radio de búsqueda debe ser un número de kilómetros mayor que 0 y de 500 como máximo.',
    'storeLocator.error.invalidLimit':
      'El número de resultados debe ser un número entero entre 1 y 100.',
    'storeLocator.error.unknownKind': 'Este tipo de establecimiento no existe.',
    'storeLocator.error.unknownProduct':
      'Este producto no se puede buscar en el localizador de tiendas.',
    'storeLocator.error.missingLocation':
      'Indique una posición (latitud y longitud) o una ciudad o código postal.',
    'storeLocator.error.ambiguousLocation':
      'Indique una posición o una ciudad o código postal, pero no ambos.',
    'storeLocator.error.invalidPlace': 'La ciudad o el código postal es demasiado largo.',
  },
  pl: {
    'storeLocator.error.unknownLocale': 'Wybierz jeden z krajów i języków serwisu.',
    'storeLocator.error.invalidLat': 'Szerokość geograficzna musi być liczbą od -90 do 90.',
    'storeLocator.error.invalidLng': 'Długość geograficzna musi być liczbą od -180 do 180.',
    'storeLocator.error.invalidRadius':
      'Promień wyszukiwania musi być liczbą kilometrów większą od 0 i nie większą niż 500.',
    'storeLocator.error.invalidLimit': 'Liczba wyników musi być liczbą całkowitą od 1 do 100.',
    'storeLocator.error.unknownKind': 'Taki rodzaj punktu sprzedaży nie istnieje.',
    'storeLocator.error.unknownProduct': 'Tego produktu nie można wyszukać w wyszukiwarce sklepów.',
    'storeLocator.error.missingLocation':
      'Podaj położenie (szerokość i długość geograficzną) albo miasto lub kod pocztowy.',
    'storeLocator.error.ambiguousLocation':
      'Podaj położenie albo miasto lub kod pocztowy, ale nie oba naraz.',
    'storeLocator.error.invalidPlace': 'Nazwa miasta lub kod pocztowy są za długie.',
  },
  zh: {
    'storeLocator.error.unknownLocale': '請選擇本網站提供的國家與語言。',
    'storeLocator.error.invalidLat': '緯度必須是介於 -90 與 90 之間的數字。',
    'storeLocator.error.invalidLng': '經度必須是介於 -180 與 180 之間的數字。',
    'storeLocator.error.invalidRadius': '搜尋半徑必須是大於 0 且不超過 500 的公里數。',
    'storeLocator.error.invalidLimit': '結果數量必須是 1 至 100 之間的整數。',
    'storeLocator.error.unknownKind': '此類型的銷售點不存在。',
    'storeLocator.error.unknownProduct': '此產品無法在門市搜尋中查詢。',
    'storeLocator.error.missingLocation': '請提供位置（緯度與經度），或城市或郵遞區號。',
    'storeLocator.error.ambiguousLocation': '請提供位置，或城市或郵遞區號，兩者擇一。',
    'storeLocator.error.invalidPlace': '城市名稱或郵遞區號過長。',
  },
  vi: {
    'storeLocator.error.unknownLocale': 'Vui lòng chọn một quốc gia và ngôn ngữ của website.',
    'storeLocator.error.invalidLat': 'Vĩ độ phải là một số từ -90 đến 90.',
    'storeLocator.error.invalidLng': 'Kinh độ phải là một số từ -180 đến 180.',
    'storeLocator.error.invalidRadius':
      'Bán kính tìm kiếm phải là số ki-lô-mét lớn hơn 0 và không quá 500.',
    'storeLocator.error.invalidLimit': 'Số kết quả phải là một số nguyên từ 1 đến 100.',
    'storeLocator.error.unknownKind': 'Loại điểm bán này không tồn tại.',
    'storeLocator.error.unknownProduct': 'Không thể tìm sản phẩm này trong công cụ tìm cửa hàng.',
    'storeLocator.error.missingLocation':
      'Vui lòng cho biết vị trí (vĩ độ và kinh độ) hoặc thành phố hay mã bưu chính.',
    'storeLocator.error.ambiguousLocation':
      'Vui lòng cho biết vị trí hoặc thành phố hay mã bưu chính, không phải cả hai.',
    'storeLocator.error.invalidPlace': 'Tên thành phố hoặc mã bưu chính quá dài.',
  },
  ru: {
    'storeLocator.error.unknownLocale': 'Выберите одну из стран и один из языков сайта.',
    'storeLocator.error.invalidLat': 'Широта должна быть числом от -90 до 90.',
    'storeLocator.error.invalidLng': 'Долгота должна быть числом от -180 до 180.',
    'storeLocator.error.invalidRadius':
      'Радиус поиска должен быть числом километров больше 0 и не более 500.',
    'storeLocator.error.invalidLimit': 'Число результатов должно быть целым числом от 1 до 100.',
    'storeLocator.error.unknownKind': 'Такого типа точек продаж не существует.',
    'storeLocator.error.unknownProduct': 'Этот продукт нельзя искать в поиске магазинов.',
    'storeLocator.error.missingLocation':
      'Укажите местоположение (широту и долготу) либо город или почтовый индекс.',
    'storeLocator.error.ambiguousLocation':
      'Укажите либо местоположение, либо город или почтовый индекс, но не то и другое.',
    'storeLocator.error.invalidPlace': 'Название города или почтовый индекс слишком длинные.',
  },
})
