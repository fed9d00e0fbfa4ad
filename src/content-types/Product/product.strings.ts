import { defineStrings } from '@/i18n/define-strings'

/**
 * Interface texts of the product page's cocktails and gallery (issue 14), merged into the site's
 * translator by src/i18n/strings.ts.
 */
export const productStrings = defineStrings({
  en: {
    'product.cocktails': 'Cocktails made with it',
    'product.viewGallery': 'View the gallery',
    'product.galleryTitle': 'Product gallery',
    'product.zoomIn': 'Zoom in',
    'product.zoomOut': 'Zoom out',
  },
  fr: {
    'product.cocktails': 'Les cocktails qui l’emploient',
    'product.viewGallery': 'Voir la galerie',
    'product.galleryTitle': 'Galerie du produit',
    'product.zoomIn': 'Agrandir',
    'product.zoomOut': 'Réduire',
  },
  es: {
    'product.cocktails': 'Cócteles preparados con él',
    'product.viewGallery': 'Ver la galería',
    'product.galleryTitle': 'Galería del producto',
    'product.zoomIn': 'Ampliar',
    'product.zoomOut': 'Reducir',
  },
  pl: {
    'product.cocktails': 'Koktajle z jego udziałem',
    'product.viewGallery': 'Zobacz galerię',
    'product.galleryTitle': 'Galeria produktu',
    'product.zoomIn': 'Powiększ',
    'product.zoomOut': 'Pomniejsz',
  },
  zh: {
    'product.cocktails': '以此調製的雞尾酒',
    'product.viewGallery': '瀏覽圖庫',
    'product.galleryTitle': '產品圖庫',
    'product.zoomIn': '放大',
    'product.zoomOut': '縮小',
  },
  vi: {
    'product.cocktails': 'Cocktail pha với loại rượu này',
    'product.viewGallery': 'Xem bộ sưu tập ảnh',
    'product.galleryTitle': 'Thư viện ảnh sản phẩm',
    'product.zoomIn': 'Phóng to',
    'product.zoomOut': 'Thu nhỏ',
  },
  ru: {
    'product.cocktails': 'Коктейли с ним',
    'product.viewGallery': 'Открыть галерею',
    'product.galleryTitle': 'Галерея',
    'product.zoomIn': 'Увеличить',
    'product.zoomOut': 'Уменьшить',
  },
})
