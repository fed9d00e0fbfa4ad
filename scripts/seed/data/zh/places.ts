import type { PlaceWords } from '../places'

/** The Chinese words of the demo outlets: their names by kind, the days of their opening hours. */
export const zh: PlaceWords = {
  outletNames: {
    'wine-merchant': ['東區洋酒行', '金樽酒坊', '橡木桶洋酒專賣店', '雨燕酒藏', '琥珀酒窖'],
    bar: ['琥珀酒吧', '雨燕酒館', '銅壺酒吧', '夜光酒廊', '燈塔屋頂酒吧'],
    restaurant: ['河岸法式餐廳', '藍緞小館', '橡樹餐酒館'],
  },
  days: ['週一', '週二', '週三', '週四', '週五', '週六', '週日'],
  range: (a, b) => `${a}至${b}`,
  closed: '公休',
}
