import { defineStrings } from '@/i18n/define-strings'

/** Answers of the shared HTTP layer (src/server/http): every API's refusals, in every language. */
export const httpStrings = defineStrings({
  en: {
    'http.error.badRequest': 'The request could not be read. Please check what you sent.',
    'http.error.tooLarge': 'The request is too large.',
    'http.error.mediaType': 'This address accepts JSON only.',
    'http.error.crossSite': 'This request must come from the site’s own pages.',
    'http.error.rateLimited': 'Too many requests. Please try again in {n} seconds.',
    'http.error.server': 'Something went wrong on our side. Please try again.',
    'http.error.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  },
  fr: {
    'http.error.badRequest':
      'La requête n’a pas pu être lue. Veuillez vérifier ce que vous avez envoyé.',
    'http.error.tooLarge': 'La requête est trop volumineuse.',
    'http.error.mediaType': 'Cette adresse n’accepte que le format JSON.',
    'http.error.crossSite': 'Cette requête doit provenir des pages du site.',
    'http.error.rateLimited': 'Trop de demandes. Veuillez réessayer dans {n} secondes.',
    'http.error.server': 'Une erreur est survenue de notre côté. Veuillez réessayer.',
    'http.error.unavailable':
      'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
  es: {
    'http.error.badRequest': 'No se pudo leer la solicitud. Revise lo que ha enviado.',
    'http.error.tooLarge': 'La solicitud es demasiado grande.',
    'http.error.mediaType': 'Esta dirección solo acepta JSON.',
    'http.error.crossSite': 'Esta solicitud debe proceder de las páginas del sitio.',
    'http.error.rateLimited': 'Demasiadas solicitudes. Inténtelo de nuevo dentro de {n} segundos.',
    'http.error.server': 'Se ha producido un error por nuestra parte. Inténtelo de nuevo.',
    'http.error.unavailable':
      'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
  },
  pl: {
    'http.error.badRequest': 'Nie udało się odczytać żądania. Sprawdź, co zostało wysłane.',
    'http.error.tooLarge': 'Żądanie jest zbyt duże.',
    'http.error.mediaType': 'Ten adres przyjmuje wyłącznie dane JSON.',
    'http.error.crossSite': 'To żądanie musi pochodzić ze stron serwisu.',
    'http.error.rateLimited': 'Zbyt wiele żądań. Spróbuj ponownie za {n} s.',
    'http.error.server': 'Wystąpił błąd po naszej stronie. Spróbuj ponownie.',
    'http.error.unavailable': 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  },
  zh: {
    'http.error.badRequest': '無法讀取此請求，請檢查送出的內容。',
    'http.error.tooLarge': '請求內容過大。',
    'http.error.mediaType': '此網址僅接受 JSON 格式。',
    'http.error.crossSite': '此請求必須來自本網站的頁面。',
    'http.error.rateLimited': '請求次數過多，請於 {n} 秒後再試。',
    'http.error.server': '我們這邊發生錯誤，請再試一次。',
    'http.error.unavailable': '服務暫時無法使用，請稍後再試。',
  },
  vi: {
    'http.error.badRequest': 'Không thể đọc yêu cầu. Vui lòng kiểm tra nội dung đã gửi.',
    'http.error.tooLarge': 'Yêu cầu quá lớn.',
    'http.error.mediaType': 'Địa chỉ này chỉ chấp nhận JSON.',
    'http.error.crossSite': 'Yêu cầu này phải đến từ các trang của website.',
    'http.error.rateLimited': 'Quá nhiều yêu cầu. Vui lòng thử lại sau {n} giây.',
    'http.error.server': 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại.',
    'http.error.unavailable': 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau giây lát.',
  },
  ru: {
    'http.error.badRequest': 'Не удалось прочитать запрос. Проверьте отправленные данные.',
    'http.error.tooLarge': 'Запрос слишком большой.',
    'http.error.mediaType': 'Этот адрес принимает только JSON.',
    'http.error.crossSite': 'Этот запрос должен исходить со страниц сайта.',
    'http.error.rateLimited': 'Слишком много запросов. Повторите попытку через {n} с.',
    'http.error.server': 'На нашей стороне произошла ошибка. Пожалуйста, попробуйте ещё раз.',
    'http.error.unavailable':
      'Сервис временно недоступен. Пожалуйста, повторите попытку чуть позже.',
  },
})
