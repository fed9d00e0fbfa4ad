import type { VisitKey } from '../visits'

/** The Vietnamese descriptions of the demo visits. */
export const vi: Record<VisitKey, string> = {
  tasting:
    'Một giờ trong phòng thưởng thức: bốn loại rượu mạnh ở các độ tuổi khác nhau, rồi đến Ruban Bleu, cùng hướng dẫn viên giải thích mỗi năm trong thùng gỗ thay đổi điều gì.',
  'cellar-tour':
    'Từ nồi chưng cất đến “hầm thiên đường”, nơi những loại rượu lâu năm nhất nằm trong bình thủy tinh. Kết thúc bằng việc thưởng thức hai loại cognac.',
  'vineyard-walk':
    'Hai giờ dạo giữa những hàng nho trên đồi đá phấn vùng Grande Champagne, rồi một ly rượu dưới bóng mát của nhà ép nho cũ.',
}
