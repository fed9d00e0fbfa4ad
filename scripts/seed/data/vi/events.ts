import type { EventWords } from '../events'

/** The Vietnamese words of the demo events: each kind's title and description, the picture alts. */
export const vi: EventWords = {
  kinds: {
    'tasting-xo': {
      title: 'Đêm thưởng thức Solaine XO',
      description:
        'Một buổi tối khám phá Solaine XO nguyên chất, pha chút nước và với đá, cùng đại sứ thương hiệu của nhà rượu. Số chỗ có hạn, vui lòng đăng ký trước.',
    },
    'blending-masterclass': {
      title: 'Lớp học phối rượu cùng bậc thầy hầm rượu',
      description:
        'Nếm rượu mạnh từ bốn vùng trồng nho lấy thẳng từ thùng, rồi tự tay phối chai rượu của riêng bạn bên bậc thầy hầm rượu, người mang mẫu rượu từ Cognac sang cho dịp này.',
    },
    'cocktail-night': {
      title: 'Đêm cocktail Blue Martinet',
      description:
        'Các bartender của chúng tôi pha Blue Martinet thành old fashioned, highball và một ly cocktail sáng tạo riêng cho đêm nay. Có âm nhạc, món ăn nhẹ và tầm nhìn ra thành phố.',
    },
    'food-pairing': {
      title: 'Bữa tối kết hợp món ăn và cognac',
      description:
        'Bữa tối bốn món do bếp trưởng của địa điểm chuẩn bị, mỗi món đi kèm một loại cognac của nhà rượu, từ V.S.O.P đến Ruban Bleu.',
    },
    'cordon-bleu-chocolate': {
      title: 'Ruban Bleu và sô-cô-la đen',
      description:
        'Một nghệ nhân sô-cô-la và đại sứ của chúng tôi kết hợp Ruban Bleu với sô-cô-la đơn nguồn gốc, từ Madagascar đến Ecuador.',
    },
    'rare-cognacs': {
      title: 'Những chai cognac quý hiếm từ hầm thiên đường',
      description:
        'Buổi thưởng thức ngồi bàn với Ruban Bleu Extra và L’Or d’Élise, kèm câu chuyện về hầm thiên đường được niêm phong năm 1921. Dành cho nhóm nhỏ mười hai khách.',
    },
    'meet-aurore': {
      title: 'Cánh yến bay: gặp gỡ Aurore',
      description:
        'Aurore, họa sĩ tranh tường đứng sau phiên bản giới hạn Blue Martinet, sẽ vẽ trực tiếp trong lúc khách thưởng thức Blue Martinet. Có chai rượu ký tặng ngay trong buổi tối.',
    },
    'highball-afterwork': {
      title: 'Afterwork highball với VS Single Estate',
      description:
        'Sau giờ làm, thưởng thức long drink: VS Single Estate với tonic, ginger ale hoặc nước có ga, cùng bartender hướng dẫn tỷ lệ chuẩn.',
    },
    'spirits-festival': {
      title: 'Maison Solaine tại lễ hội rượu mạnh',
      description:
        'Ghé gian hàng của nhà rượu tại lễ hội rượu mạnh của thành phố: thử toàn bộ dòng sản phẩm, quầy cocktail và những buổi nói chuyện ngắn về cách làm ra cognac. Vào cửa bằng vé lễ hội.',
    },
  },
  alts: {
    tasting: 'Một ly cognac được rót cho buổi thưởng thức',
    cocktail: 'Một ly cocktail cognac trên quầy bar',
    portrait: 'Bậc thầy hầm rượu của Maison Solaine',
  },
}
