import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The Russian texts of the collectibles, by edition number. */
export const ru: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: 'Графин основателя',
    description:
      'Хрусталь ручной огранки в стиле 1897 года с самыми старыми коньячными спиртами из погреба «рай».',
  },
  2: {
    name: 'Золото урожая',
    description:
      'Графин, позолоченный в цвета урожая 2024 года, когда наши самые молодые лозы впервые дали плоды.',
  },
  3: {
    name: 'Ночь Голубой ленты',
    description:
      'Стекло цвета полуночной синевы и серебряная пробка — для купажа, который мы наливаем на зимнем гала-вечере дома.',
  },
  4: {
    name: 'Noblesse Rouge',
    description:
      'Собственный графин подарочной службы, запечатанный красным воском и подписанный нашим мастером погреба.',
  },
}
