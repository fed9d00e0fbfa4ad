import { defineStrings } from '@/i18n/define-strings'

/**
 * Interface texts of the editors' preview (issue 17 item 1): the bar shown on a page in draft
 * mode (src/preview/PreviewBar.tsx) and the preview route's refusal of an address.
 */
export const previewStrings = defineStrings({
  en: {
    'preview.bar.label': 'Preview',
    'preview.bar.text': 'Preview — draft content',
    'preview.bar.exit': 'Exit preview',
    'preview.error.path': 'This address is not a page of the site.',
  },
  fr: {
    'preview.bar.label': 'Aperçu',
    'preview.bar.text': 'Aperçu — contenu en brouillon',
    'preview.bar.exit': 'Quitter l’aperçu',
    'preview.error.path': 'Cette adresse n’est pas une page du site.',
  },
  es: {
    'preview.bar.label': 'Vista previa',
    'preview.bar.text': 'Vista previa — contenido en borrador',
    'preview.bar.exit': 'Salir de la vista previa',
    'preview.error.path': 'Esta dirección no es una página del sitio.',
  },
  pl: {
    'preview.bar.label': 'Podgląd',
    'preview.bar.text': 'Podgląd — wersja robocza',
    'preview.bar.exit': 'Zamknij podgląd',
    'preview.error.path': 'Ten adres nie jest stroną serwisu.',
  },
  zh: {
    'preview.bar.label': '預覽',
    'preview.bar.text': '預覽 — 草稿內容',
    'preview.bar.exit': '結束預覽',
    'preview.error.path': '此網址不是本網站的頁面。',
  },
  vi: {
    'preview.bar.label': 'Xem trước',
    'preview.bar.text': 'Xem trước — nội dung bản nháp',
    'preview.bar.exit': 'Thoát xem trước',
    'preview.error.path': 'Địa chỉ này không phải là một trang của trang web.',
  },
  ru: {
    'preview.bar.label': 'Предпросмотр',
    'preview.bar.text': 'Предпросмотр — черновик',
    'preview.bar.exit': 'Выйти из предпросмотра',
    'preview.error.path': 'Этот адрес не является страницей сайта.',
  },
})
