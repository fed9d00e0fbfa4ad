import type { QuizSlug, QuizText } from '../quizzes'

/** The Vietnamese texts of the quizzes, by slug. */
export const vi: Record<QuizSlug, QuizText> = {
  'quizz-cognac-profile': {
    texts: {
      title: 'Bạn là loại cognac nào?',
      intro:
        'Bốn câu hỏi về sở thích và những khoảnh khắc yêu thích của bạn, và chúng tôi sẽ cho bạn biết phong cách cognac nào giống bạn nhất.',
      seoDescription:
        'Tham gia bài trắc nghiệm phong cách cognac của Maison Solaine: bốn câu hỏi để tìm ra phong cách cognac hợp với khẩu vị của bạn.',
      questions: [
        {
          question: 'Buổi tối lý tưởng của bạn?',
          answers: [
            'Một sân thượng cùng bạn bè lúc hoàng hôn',
            'Một bữa tối dài chẳng ai muốn rời bàn',
            'Một chiếc ghế bành, một cuốn sách hay và sự tĩnh lặng',
          ],
        },
        {
          question: 'Hãy chọn một mùi hương',
          answers: [
            'Mơ chín và mật ong',
            'Da thuộc, thuốc lá và sung khô',
            'Vỏ cam chanh và hoa trắng',
          ],
        },
        {
          question: 'Bạn thích uống thế nào?',
          answers: [
            'Uống nguyên chất ở nhiệt độ phòng, trong ly tulip',
            'Pha long drink với nước tonic và thật nhiều đá',
            'Với một viên đá lớn duy nhất',
          ],
        },
        {
          question: 'Mùa bạn yêu thích?',
          answers: [
            'Mùa xuân, khi vạn vật thức giấc',
            'Mùa đông, bên lò sưởi',
            'Cuối hè, khi trái cây đã chín',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Tươi sáng và sôi nổi',
          description:
            'Bạn yêu sự tươi mát và những người bạn tốt. Hãy tìm các loại cognac trẻ với hương trái cây và hoa, tuyệt vời khi uống nguyên chất hay pha long drink.',
        },
        {
          title: 'Tròn đầy và hào phóng',
          description:
            'Bạn biết tận hưởng thời gian. Những loại cognac mang hương trái cây chín, mật ong và chút gia vị sẽ đồng hành cùng bạn suốt một buổi tối dài.',
        },
        {
          title: 'Sâu lắng và trầm tư',
          description:
            'Bạn thích những điều chỉ hé lộ theo thời gian. Những bản phối lâu năm với hương da thuộc, trái cây khô và rancio được tạo ra dành cho bạn.',
        },
      ],
    },
  },
  'quizz-journeys': {
    texts: {
      title: 'Hành trình nào dành cho bạn?',
      intro:
        'Bốn câu hỏi để tìm ra hành trình khám phá Maison Solaine hợp với bạn nhất: lịch sử, hầm rượu hay tay nghề.',
      seoDescription:
        'Tham gia trắc nghiệm hành trình của Maison Solaine và khám phá hành trình hợp với bạn: di sản, phần của thiên thần hay bí quyết tay nghề.',
      questions: [
        {
          question: 'Khi tham quan, điều gì thu hút bạn đầu tiên?',
          answers: [
            'Những bức ảnh cũ và thư từ gia đình',
            'Mùi hương của hầm rượu',
            'Những nồi chưng cất bằng đồng đang hoạt động',
          ],
        },
        {
          question: 'Bạn sẽ hỏi bậc thầy hầm rượu điều gì?',
          answers: [
            'Làm sao để biết một bản phối đã sẵn sàng?',
            'Mọi chuyện đã bắt đầu như thế nào?',
            'Phần rượu bay hơi đi đâu?',
          ],
        },
        {
          question: 'Bạn sẽ mang món quà lưu niệm nào về nhà?',
          answers: [
            'Một lọ nhỏ eau-de-vie rút từ thùng',
            'Một cuốn sổ ghi chép nếm rượu',
            'Bản in lại một nhãn rượu xưa',
          ],
        },
        {
          question: 'Thời điểm yêu thích trong ngày của bạn?',
          answers: [
            'Hoàng hôn, khi những câu chuyện được kể',
            'Bình minh, khi công việc bắt đầu',
            'Ban đêm, trong sự tĩnh lặng của hầm rượu',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Di sản',
          description:
            'Bạn bị cuốn hút bởi những câu chuyện và những người đã viết nên chúng. Hãy theo chân gia đình Solaine từ năm 1847 đến nay.',
        },
        {
          title: 'Phần của thiên thần',
          description:
            'Bạn yêu sự bí ẩn và thời gian chậm rãi. Hãy bước vào những hầm rượu nơi eau-de-vie hít thở và tường đá dần chuyển màu đen.',
        },
        {
          title: 'Bí quyết tay nghề',
          description:
            'Bạn muốn hiểu mọi thứ được tạo ra như thế nào. Hãy theo dõi những thao tác trong vườn nho, bên nồi chưng cất và trong phòng phối trộn.',
        },
      ],
    },
  },
  'cognac-knowledge': {
    texts: {
      title: 'Bạn hiểu cognac đến đâu?',
      intro:
        'Năm câu hỏi về nho, nồi chưng cất và hầm rượu. Hãy thử kiến thức của bạn, rồi tìm hiểu sâu hơn với các lớp masterclass của chúng tôi.',
      seoDescription:
        'Bài trắc nghiệm năm câu về cognac của Maison Solaine: giống nho, chưng cất, ủ rượu và ngôn ngữ của hầm rượu.',
      questions: [
        {
          question: 'Phần lớn cognac được làm từ giống nho nào?',
          answers: ['Ugni blanc', 'Chardonnay', 'Merlot'],
        },
        {
          question: 'Cognac được chưng cất bao nhiêu lần?',
          answers: ['Một lần', 'Ba lần', 'Hai lần'],
        },
        {
          question: '“Phần của thiên thần” là gì?',
          answers: [
            'Ly rượu đầu tiên mời khách',
            'Phần eau-de-vie bay hơi khỏi thùng',
            'Kho rượu riêng của bậc thầy hầm rượu',
          ],
        },
        {
          question: 'Ký hiệu V.S.O.P. trên nhãn đảm bảo điều gì?',
          answers: [
            'Ít nhất bốn năm ủ trong gỗ sồi',
            'Ít nhất mười năm ủ trong gỗ sồi',
            'Được ủ trong thùng rượu sherry',
          ],
        },
        {
          question: '“Thiên đường” của một nhà cognac là gì?',
          answers: [
            'Phòng nếm rượu của nhà',
            'Vườn nho trên ngọn đồi cao nhất',
            'Căn hầm lưu giữ những loại eau-de-vie lâu năm nhất',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Vị giác tò mò',
          description:
            'Ai cũng phải bắt đầu từ đâu đó. Hãy bắt đầu với lớp masterclass thưởng thức của chúng tôi: ba tập ngắn để học cách “đọc” một ly cognac.',
        },
        {
          title: 'Người đam mê',
          description:
            'Bạn đã nắm vững những điều cơ bản. Hãy khám phá hậu trường với lớp masterclass dành cho thành viên, từ mùa thu hoạch đến những thùng gỗ sồi.',
        },
        {
          title: 'Người sành rượu',
          description:
            'Trả lời đúng tất cả: bậc thầy hầm rượu hẳn sẽ trao cho bạn chìa khóa hầm thiên đường. Hãy ăn mừng với một trong những bản phối lâu năm nhất của chúng tôi.',
        },
      ],
    },
    explanations: [
      'Ugni blanc cho rượu vang nhẹ, chua, rất hợp để chưng cất: giống nho này phủ gần như toàn bộ vùng Cognac.',
      'Cognac được chưng cất hai lần trong nồi đồng: lần đầu cho ra brouillis, lần thứ hai cho ra eau-de-vie.',
      'Mỗi năm khoảng 2% rượu bay hơi qua gỗ thùng: đó là phần của các thiên thần.',
      'V.S.O.P. (Very Superior Old Pale) nghĩa là eau-de-vie trẻ nhất trong phối trộn đã ủ ít nhất bốn năm trong gỗ sồi.',
      '“Thiên đường” là hầm rượu nơi nhà cognac cất giữ những eau-de-vie lâu năm nhất, thường trong các bình thủy tinh lớn.',
    ],
  },
}
