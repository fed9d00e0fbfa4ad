import type { JourneySlug, JourneyText } from '../journeys'

/** The Vietnamese texts of the journeys, by slug. */
export const vi: Record<JourneySlug, JourneyText> = {
  heritage: {
    title: 'Di sản',
    intro:
      'Từ một nhà kho bên sông Charente đến ngôi nhà của bảy thế hệ: hãy theo chân gia đình Solaine qua những năm tháng đã làm nên rượu cognac của họ.',
    seoDescription:
      'Câu chuyện của Maison Solaine, từ nồi chưng cất đầu tiên của Élise Solaine năm 1847 đến các bậc thầy hầm rượu ngày nay.',
    chapters: [
      {
        title: 'Nhà kho bên sông',
        text: [
          'Năm 1847, Élise Solaine, một góa phụ ba mươi hai tuổi, mua một nồi chưng cất bằng đồng và một nhà kho bằng đá bên bờ sông Charente. Hàng xóm nghĩ bà chỉ trụ được một mùa; bà lại tặng họ một loại cognac mà đến vụ thu hoạch sau người ta vẫn còn nhắc.',
          'Bà ghi lại từng mẻ chưng cất vào một cuốn sổ bằng nét chữ nhỏ và nghiêng. Cuốn sổ vẫn còn trong nhà, và trang đầu tiên vẫn ghi: “Trên hết là sự kiên nhẫn.”',
        ],
      },
      {
        title: 'Hầm thiên đường',
        text: [
          'Năm 1921, cháu nội của bà là Auguste chọn những loại eau-de-vie tốt nhất của nhà và cất chúng sau một cánh cửa gỗ sồi trong căn hầm sâu nhất. Ông gọi nơi ấy là thiên đường và niêm phong bằng sáp.',
          'Chỉ bậc thầy hầm rượu giữ chìa khóa. Những thùng lâu năm nhất chỉ được mở để phối trộn mỗi thế hệ một lần, mỗi lần vài giọt.',
        ],
      },
      {
        title: 'Bảy thế hệ',
        text: [
          'Ngôi nhà luôn được truyền từ tay này sang tay khác trong gia đình; mỗi bậc thầy hầm rượu dành nhiều năm đào tạo người kế nhiệm trước khi để họ tự mình nếm rượu.',
          'Ngày nay Hélène Solaine điều hành các hầm rượu, và thế hệ thứ bảy đang học bên cạnh bà nghệ thuật mà Élise đã khởi đầu.',
        ],
      },
    ],
  },
  'part-des-anges': {
    title: 'Phần của thiên thần',
    intro:
      'Mỗi năm, một chút cognac trong thùng của chúng tôi bay lên không khí của hầm rượu. Hãy khám phá nó đi về đâu và để lại điều gì.',
    seoDescription:
      'Cognac “thở” qua gỗ sồi như thế nào, vì sao thiên thần lấy phần của mình, và hầm rượu định hình từng loại eau-de-vie ra sao.',
    chapters: [
      {
        title: 'Những gì thiên thần lấy đi',
        text: [
          'Gỗ sồi biết thở. Qua các thanh gỗ của thùng, mỗi năm khoảng hai phần trăm eau-de-vie bay hơi: đó là phần của thiên thần. Sau một đời dài trong gỗ, một thùng rượu có thể mất đi một phần ba lượng rượu.',
          'Phần còn lại trở nên tròn vị và sâu lắng hơn. Rượu nhường đi một chút nồng độ để đổi lấy hương thơm chậm rãi của năm tháng.',
        ],
      },
      {
        title: 'Hầm khô, hầm ẩm',
        text: [
          'Các thùng rượu của chúng tôi nằm trong hai loại hầm. Ở hầm khô phía trên bờ sông, chủ yếu là nước bay hơi, nên rượu trở nên chắc và căng. Ở hầm ẩm sát mặt nước, cồn bay hơi trước, và rượu trở nên mềm mại, tròn trịa.',
          'Bậc thầy hầm rượu chuyển thùng giữa hai nơi như người làm vườn xoay cây về phía mặt trời.',
        ],
      },
      {
        title: 'Những bức tường đen',
        text: [
          'Hãy nhìn những mái nhà và bức tường quanh các hầm rượu ở Cognac: chúng bị nhuộm đen bởi một loại nấm nhỏ sống nhờ hơi rượu của phần thiên thần. Ở đây, đó là một dấu hiệu đáng tự hào.',
          'Nơi nào đá chuyển sang màu đen, nơi đó cognac đã được ủ từ rất lâu.',
        ],
      },
    ],
  },
  'savoir-faire': {
    title: 'Bí quyết tay nghề',
    intro:
      'Từ gốc nho đến ly rượu, hãy theo dõi những thao tác biến một trái nho trắng thành cognac sâu lắng và tĩnh tại.',
    seoDescription:
      'Vườn nho, nồi chưng cất và phòng phối trộn: bí quyết tay nghề đằng sau mỗi chai cognac của Maison Solaine.',
    chapters: [
      {
        title: 'Trong vườn nho',
        text: [
          'Những gốc nho của chúng tôi mọc trên nền đá phấn của Grande Champagne. Ugni blanc chín chậm ở đây và giữ được độ tươi mát mà một loại eau-de-vie tuyệt hảo cần có.',
          'Nho được thu hoạch vào tháng Mười và ép ngay; rượu vang lên men tự nhiên, không thêm đường hay lưu huỳnh.',
        ],
      },
      {
        title: 'Bên nồi chưng cất',
        text: [
          'Suốt mùa đông, những nồi chưng cất bằng đồng đỏ lửa ngày đêm. Rượu vang được chưng cất hai lần; lần thứ hai tách phần tinh túy của eau-de-vie khỏi phần đầu và phần đuôi.',
          'Luật đã quy định rõ: nồi chưng cất cuối cùng phải tắt lửa vào ngày 31 tháng Ba sau vụ thu hoạch.',
        ],
      },
      {
        title: 'Trong phòng phối trộn',
        text: [
          'Không có chai cognac nào của nhà đến từ một thùng duy nhất. Bậc thầy hầm rượu nếm hàng trăm loại eau-de-vie ở nhiều độ tuổi và vùng trồng khác nhau, rồi kết hợp chúng từng giọt một.',
          'Một bản phối có thể cần nhiều năm để hòa quyện. Nó chỉ được đóng chai khi có hương vị giống hệt ký ức về bản phối trước.',
        ],
      },
    ],
  },
}
