import type { PlaceWords } from '../places'

/** The Russian words of the demo outlets: their names by kind, the days of their opening hours. */
export const ru: PlaceWords = {
  outletNames: {
    'wine-merchant': [
      'Винный погреб «Янтарь»',
      'Винотека «Шато»',
      'Магазин «Коньячный дом»',
      'Винная лавка «Ладога»',
      'Винотека «Старый погреб»',
    ],
    bar: ['Бар «Стриж»', 'Лаунж-бар «Амбер»', 'Бар «Медный куб»', 'Бар «Пятый этаж»'],
    restaurant: ['Ресторан «Набережная»', 'Ресторан «Шаранта»', 'Бистро «Купаж»'],
  },
  days: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  range: (a, b) => `${a}–${b}`,
  closed: 'Выходной',
}
