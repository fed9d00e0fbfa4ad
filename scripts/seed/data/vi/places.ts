import type { PlaceWords } from '../places'

/** The Vietnamese words of the demo outlets: their names by kind, the days of their opening hours. */
export const vi: PlaceWords = {
  outletNames: {
    'wine-merchant': [
      'Hầm Rượu Hoàng Gia',
      'Rượu Ngoại Phương Nam',
      'Hầm Rượu Cổ Điển',
      'Cửa hàng Rượu Thượng Hạng',
      'Hầm Vang Hổ Phách',
    ],
    bar: ['Quầy Bar Hổ Phách', 'Chim Yến Lounge', 'Sân Thượng Bờ Sông', 'Bar Đèn Lồng'],
    restaurant: ['Nhà hàng Bờ Sông', 'Bếp Pháp Nhà Gỗ', 'Nhà hàng Hoa Sen'],
  },
  days: ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật'],
  range: (a, b) => `${a} – ${b}`,
  closed: 'Nghỉ',
}
