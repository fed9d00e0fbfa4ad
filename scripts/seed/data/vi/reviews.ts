import type { ReviewText } from '../reviews'

/** The Vietnamese demo reviews. */
export const vi: ReviewText[] = [
  {
    rating: 5,
    title: 'Mơ khô và gỗ sồi ấm áp',
    text: 'Chúng tôi mở chai này trong tiệc mừng thọ bảy mươi của bố. Hương mơ khô, rồi hậu vị dài và ấm với chút đinh hương. Ai cũng xin thêm ly nữa.',
  },
  {
    rating: 4,
    text: 'Uống nguyên chất rất êm, thêm một giọt nước thì hương mật ong và vani mở ra. Hơi ngọt với tôi nhưng là chai rất hợp để chia sẻ.',
  },
  {
    rating: 5,
    title: 'Chai cognac ngày Chủ nhật',
    text: 'Chúng tôi nếm thử tại nhà rượu trong chuyến tham quan hầm và mua ngay một chai. Vỏ cam ngào đường, hạnh nhân rang và hậu vị kéo dài mãi.',
  },
  {
    rating: 4,
    text: 'Pha highball với ginger ale và vỏ cam thì tuyệt vời, mà uống riêng sau bữa tối vẫn rất ngon.',
  },
  {
    rating: 3,
    title: 'Ngon, nhưng chưa phải gu của tôi',
    text: 'Cân bằng và được làm chỉn chu, nhưng tôi thích loại đậm vị gia vị hơn. Cả nhà tôi thì rất thích nên chai này sẽ hết nhanh thôi.',
  },
  {
    rating: 5,
    text: 'Mận, sung và một chút hương da thuộc. Hãy để trong ly mười phút, rượu sẽ trở nên khác hẳn.',
  },
  {
    rating: 4,
    title: 'Món quà ý nghĩa',
    text: 'Mua để cảm ơn bạn bè, cuối cùng tôi mua thêm một chai cho mình. Thanh lịch mà không nặng nề.',
  },
  {
    rating: 5,
    text: 'Kết cấu mượt như lụa, hương lê và hoa trắng, không hề gắt. Một chai cognac vừa tươi mát vừa sâu lắng.',
  },
  {
    rating: 4,
    text: 'Rất hợp với một miếng sô-cô-la đen. Vị gỗ rõ ràng nhưng không bao giờ lấn át vị trái cây.',
  },
  {
    rating: 3,
    text: 'Dễ uống và dễ chịu, dù hương tan hơi nhanh. Theo tôi, pha cocktail thì hợp hơn uống nguyên chất.',
  },
]
