import type { NewsSlug, NewsText, ShortText, VideoSlug } from '../news'

/** The Vietnamese texts of the news and videos, by slug. */
export const vi = {
  news: {
    'tasting-room-reopens': {
      title: 'Phòng thưởng rượu trên quai des Chais mở cửa trở lại',
      excerpt:
        'Sau một mùa đông tu sửa, phòng thưởng rượu của Maison Solaine đón khách trở lại từ ngày 11 tháng 4 năm 2026.',
      body: [
        'Sau sáu tháng trùng tu, phòng thưởng rượu của Maison Solaine mở cửa trở lại vào ngày 11 tháng 4 năm 2026. Những thanh xà gỗ sồi cũ được giữ nguyên, quầy bar nay hướng ra sông, và một phòng mới trên tầng có thể đón các nhóm tối đa mười hai khách.',
        'Các buổi nếm rượu có hướng dẫn diễn ra hằng ngày trừ thứ Hai, bằng tiếng Pháp và tiếng Anh, kéo dài khoảng một giờ. Nên đặt chỗ trước; hội viên câu lạc bộ của nhà được ưu tiên các buổi cuối tuần.',
      ],
    },
    'cooperage-apprentices': {
      title: 'Ba học viên trở thành thợ đóng thùng',
      excerpt:
        'Sau bốn năm học nghề tại xưởng của chúng tôi, ba học viên đã tự tay dựng nên những chiếc thùng đầu tiên.',
      body: [
        'Ngày 1 tháng 7, Léa, Hugo và Samir đã trình bày trước hội đồng các thợ cả chiếc thùng mà mỗi người tự làm, từ thanh gỗ chẻ đến chiếc đai cuối cùng. Cả ba đều đạt, và cả ba sẽ ở lại với nhà Solaine.',
        'Nhờ họ, xưởng đóng thùng Solaine lần đầu tiên kể từ năm 1990 có lại đội ngũ bảy người. Những chiếc thùng đầu tiên của họ sẽ chứa rượu từ vụ thu hoạch 2026.',
      ],
    },
    'shows-season-2026-2027': {
      title: 'Solaine Shows trở lại với mùa 2026–2027',
      excerpt:
        'Các buổi hòa nhạc và trò chuyện trở lại hầm rượu mùa đông này, mở màn bằng một đêm jazz vào ngày 12 tháng 12.',
      body: [
        'Chuỗi đêm nhạc và trò chuyện trong hầm rượu của chúng tôi trở lại vào mùa đông này. Mùa diễn mở màn ngày 12 tháng 12 năm 2026 với Đêm jazz mùa đông trong hầm rượu và kéo dài đến mùa xuân với các buổi hòa nhạc, đọc sách và trò chuyện cùng những người làm nên nhà Solaine.',
        'Mỗi tối chỉ có một trăm hai mươi chỗ. Hội viên câu lạc bộ của nhà có thể đặt chỗ sớm hơn mọi người hai tuần; chương trình đầy đủ có trên trang Shows của chúng tôi.',
      ],
    },
    'harvest-2026-report': {
      title: 'Mùa thu hoạch 2026: sản lượng ít, chất lượng rạng rỡ',
      excerpt:
        'Những chùm nho cuối cùng được hái vào ngày 14 tháng 10. Mùa hè khô hạn cho vụ mùa nhỏ hơn nhưng độ chua tuyệt đẹp.',
      body: [
        'Chuyến xe ugni blanc cuối cùng đến nhà ép vào ngày 14 tháng 10, khép lại mùa thu hoạch bắt đầu từ ngày 22 tháng 9. Mùa hè khô và nhiều nắng giữ cho chùm nho khỏe mạnh nhưng nhỏ, và sản lượng thấp hơn khoảng mười phần trăm so với mức trung bình năm năm qua.',
        'Rượu vang năm nay tươi và sáng, với độ chua mà bậc thầy hầm rượu của chúng tôi mong đợi. Việc chưng cất bắt đầu vào tháng Mười Một và, theo quy định của vùng tên gọi xuất xứ, phải hoàn tất trước ngày 31 tháng 3 năm 2027.',
      ],
    },
  } satisfies Record<NewsSlug, NewsText>,
  videos: {
    'the-making-of-xo': {
      title: 'Hành trình làm nên XO',
      excerpt:
        'Từ nồi chưng cất đến dây chuyền đóng chai: vài phút bên trong quá trình làm nên XO của chúng tôi.',
    },
    'harvest-2026': {
      title: 'Mùa thu hoạch 2026',
      excerpt:
        'Khởi hành từ lúc bình minh, những chuyến xe đầy ắp và dòng nước nho đầu tiên: mùa thu hoạch 2026 ở Grande Champagne.',
    },
    'a-cocktail-with-the-bartender': {
      title: 'Pha cocktail cùng bartender',
      excerpt:
        'Julien Marchetti, trưởng quầy bar tại phòng thưởng rượu của chúng tôi, lắc một ly cognac sour và giải thích từng bước.',
    },
    'the-cellar-at-night': {
      title: 'Hầm rượu về đêm',
      excerpt:
        'Dành cho hội viên: một cuộc dạo bước lặng lẽ qua các hầm rượu sau giờ đóng cửa, do bậc thầy hầm rượu dẫn đường.',
    },
  } satisfies Record<VideoSlug, ShortText>,
}
