import type { EpisodeSlug, EpisodeText, SessionSlug, SessionText } from '../sessions'

/** The Vietnamese texts of the masterclasses and their episodes, by slug. */
export const vi = {
  sessions: {
    'the-art-of-tasting': {
      title: 'Nghệ thuật thưởng thức',
      cardDescription:
        'Ba bài học ngắn cùng bậc thầy hầm rượu của chúng tôi để học cách ngắm, ngửi và nếm một ly cognac.',
      instructorRole: 'Bậc thầy hầm rượu',
      seoDescription:
        'Lớp masterclass miễn phí gồm ba tập: hương, vị và hậu vị của cognac, do bậc thầy hầm rượu của Maison Solaine hướng dẫn.',
    },
    'from-vine-to-glass': {
      title: 'Từ gốc nho đến ly rượu',
      cardDescription:
        'Cùng bậc thầy chưng cất của chúng tôi đi qua một năm của ngôi nhà, từ vụ thu hoạch tháng Mười đến những thùng gỗ sồi trong hầm.',
      instructorRole: 'Bậc thầy chưng cất',
      seoDescription:
        'Lớp masterclass dành cho thành viên gồm ba tập: thu hoạch, chưng cất hai lần và ủ trong gỗ sồi tại Maison Solaine.',
    },
  } satisfies Record<SessionSlug, SessionText>,
  episodes: {
    'the-art-of-tasting-1-nose': {
      title: 'Hương',
      description:
        'Cách cầm ly, đưa ly lại gần đến mức nào và gọi tên những gì bạn ngửi thấy, từ những nốt hương tươi mát đầu tiên đến những tầng hương sâu nhất.',
      quiz: [
        {
          question: 'Lần đầu ngửi cognac nên làm thế nào?',
          answers: [
            'Cách miệng ly vài xentimét, không chúi mũi vào',
            'Đưa mũi thật sâu vào trong ly',
            'Lắc mạnh ly trong một phút rồi mới ngửi',
          ],
        },
        {
          question: 'Những hương nào thường mở đầu một chai cognac trẻ?',
          answers: ['Da thuộc và thuốc lá', 'Trái cây tươi và hoa trắng', 'Khói và hắc ín'],
        },
      ],
    },
    'the-art-of-tasting-2-palate': {
      title: 'Vị',
      description:
        'Một ngụm nhỏ đầu tiên để làm quen với rượu, rồi ngụm thứ hai để tìm ra hương trái cây, gia vị và kết cấu của nó.',
      quiz: [
        {
          question: 'Vì sao ngụm đầu tiên nên thật nhỏ?',
          answers: [
            'Để chai rượu dùng được lâu hơn',
            'Để làm mát miệng',
            'Để vòm miệng quen dần với độ cồn',
          ],
        },
        {
          question: '“Rancio” dùng để chỉ điều gì?',
          answers: [
            'Một lỗi trong quá trình chưng cất',
            'Hương hạt và đất ẩm của quá trình ủ lâu năm',
            'Một giống nho của vùng Cognac',
          ],
        },
      ],
    },
    'the-art-of-tasting-3-finish': {
      title: 'Hậu vị',
      description:
        'Điều gì còn lại sau ngụm cuối cùng: hương vị kéo dài bao lâu, và chiếc ly cạn còn muốn nói gì.',
      quiz: [
        {
          question: 'Hậu vị của cognac là gì?',
          answers: [
            'Thời gian hương vị còn lưu lại sau khi nuốt',
            'Giọt cuối cùng trong chai',
            'Bước cuối cùng của việc phối trộn',
          ],
        },
        {
          question: 'Vì sao nên ngửi chiếc ly đã cạn?',
          answers: [
            'Để kiểm tra ly có sạch không',
            'Vì hương gỗ vẫn còn vương lại trong ly',
            'Chỉ vì truyền thống',
          ],
        },
      ],
    },
    'from-vine-to-glass-1-harvest': {
      title: 'Mùa thu hoạch',
      description:
        'Trên những vườn nho đá phấn của Grande Champagne: vì sao ugni blanc được hái sớm và ép ngay.',
      quiz: [
        {
          question: 'Nho làm cognac thường được thu hoạch khi nào?',
          answers: ['Giữa mùa hè', 'Vào tháng Mười', 'Vào mùa đông, sau đợt sương giá đầu tiên'],
        },
        {
          question: 'Vì sao ugni blanc phù hợp để làm cognac?',
          answers: [
            'Độ chua cao và ít đường giúp rượu vang giữ được sự tươi mát',
            'Nó cho ra rượu vang rất ngọt',
            'Nó có màu đỏ đậm',
          ],
        },
      ],
    },
    'from-vine-to-glass-2-distillation': {
      title: 'Chưng cất hai lần',
      description:
        'Một đêm đông bên những nồi chưng cất bằng đồng: brouillis, lần đun thứ hai và nhát cắt chỉ giữ lại phần tinh túy.',
      quiz: [
        {
          question: 'Lần chưng cất đầu tiên tạo ra gì?',
          answers: [
            'Cognac có thể uống ngay',
            'Một loại rượu mùi ngọt',
            'Brouillis, nồng độ khoảng 30%',
          ],
        },
        {
          question: 'Việc chưng cất phải kết thúc trước ngày nào?',
          answers: [
            'Ngày 31 tháng Ba sau vụ thu hoạch',
            'Ngày 31 tháng Mười Hai',
            'Không có thời hạn',
          ],
        },
      ],
    },
    'from-vine-to-glass-3-ageing': {
      title: 'Ủ trong gỗ sồi',
      description:
        'Từ thùng mới sang thùng cũ, từ hầm khô sang hầm ẩm: thời gian và gỗ sồi định hình eau-de-vie như thế nào.',
      quiz: [
        {
          question: 'Các nhà rượu Cognac dùng loại gỗ sồi nào?',
          answers: ['Chỉ gỗ sồi Mỹ', 'Gỗ sồi Pháp, từ rừng Limousin hoặc Tronçais', 'Gỗ anh đào'],
        },
        {
          question: 'Vì sao chuyển eau-de-vie từ thùng mới sang thùng cũ hơn?',
          answers: [
            'Để đẩy nhanh sự bay hơi',
            'Để rượu chuyển sang màu đỏ',
            'Để dần làm dịu ảnh hưởng của gỗ theo thời gian',
          ],
        },
      ],
    },
  } satisfies Record<EpisodeSlug, EpisodeText>,
}
