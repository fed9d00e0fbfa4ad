import type { ArticleSlug, ArticleText } from '../articles'

/** The Vietnamese texts of the articles, by slug. */
export const vi: Record<ArticleSlug, ArticleText> = {
  'the-art-of-blending': {
    title: 'Nghệ thuật phối trộn',
    excerpt:
      'Một chai cognac không bao giờ là sản phẩm của một thùng rượu duy nhất. Đây là cách nữ bậc thầy hầm rượu của chúng tôi xây dựng một bản phối, từng loại rượu một.',
    body: [
      'Mỗi mùa xuân, phòng nếm của Maison Solaine lại đầy những chiếc ly nhỏ, mỗi ly đựng một loại eau-de-vie khác nhau. Có loại bốn năm tuổi, có loại hơn bốn mươi năm; có loại đến từ đất đá phấn của Grande Champagne, có loại từ vùng đất nhiều cát hơn của Fins Bois. Riêng lẻ, mỗi loại chỉ kể được một phần câu chuyện.',
      'Phối trộn là nghệ thuật khiến những giọng nói ấy cùng cất lên. Bậc thầy hầm rượu của chúng tôi, bà Mathilde Roux, nếm từng mẫu đã pha thêm nước, ghi chép bằng tay và để riêng những loại rượu mang lại độ tròn, những loại mang lại sự tươi mát và những loại tạo nên hậu vị kéo dài.',
      'Bản phác thảo đầu tiên có thể kết hợp tới tám mươi loại eau-de-vie. Sau đó, nó được nghỉ vài tháng trong những thùng gỗ sồi lớn để các thành phần hòa quyện, rồi được nếm lại, điều chỉnh và nếm thêm lần nữa. Bản phối XO của chúng tôi chỉ được duyệt khi có hương vị giống hệt bản phối của năm trước.',
      'Sự nhất quán ấy mới là bí mật thật sự: thời tiết đổi thay, thùng rượu đổi thay, rồi một ngày bậc thầy hầm rượu cũng sẽ đổi thay, nhưng phong cách của nhà vẫn phải nhận ra được ngay trong ly.',
    ],
  },
  'a-year-in-the-vineyard': {
    title: 'Một năm trong vườn nho',
    excerpt:
      'Từ mùa cắt tỉa mùa đông đến vụ thu hoạch tháng Mười, mười hai tháng giữa những vườn nho Grande Champagne.',
    body: [
      'Tháng Giêng, vườn nho trông như đang ngủ, nhưng công việc đã bắt đầu. Những người tỉa cành đi dọc các hàng nho trong giá lạnh, chọn trên mỗi gốc một cành duy nhất sẽ mang trái cho năm sau. Đó là công việc chậm rãi, và là quyết định quan trọng nhất trong năm.',
      'Mùa xuân mang đến chồi non và những nỗi lo đầu tiên: chỉ một đêm sương giá trong tháng Tư có thể lấy đi một phần ba vụ mùa. Vào những đêm lạnh nhất, người trồng nho của chúng tôi đốt những đống lửa nhỏ giữa các hàng và canh nhiệt kế đến tận sáng.',
      'Mùa hè là chuyện của sự kiên nhẫn. Lá được tỉa bớt cho chùm nho thoáng khí, đất được xới bằng tay và bằng máy kéo, còn nho ugni blanc chậm rãi tích lũy độ chua, xương sống của mọi loại eau-de-vie ngon.',
      'Mùa thu hoạch đến vào cuối tháng Chín hoặc đầu tháng Mười. Nho được ép ngay và nước nho lên men mà không thêm đường hay lưu huỳnh; đến cuối đông, rượu vang đã vào nồi chưng cất, còn vườn nho, vừa được tỉa lại, đã chuẩn bị cho năm mới.',
    ],
  },
  'inside-the-paradise-cellar': {
    title: 'Bên trong hầm thiên đường',
    excerpt:
      'Sau cánh cửa được niêm phong từ năm 1921 là những loại eau-de-vie lâu năm nhất của nhà. Chúng tôi đã được phép ghé mắt vào trong.',
    body: [
      'Nhà cognac nào cũng có “thiên đường” của mình, căn hầm cất giữ những loại eau-de-vie lâu năm nhất. Thiên đường của chúng tôi nằm ở cuối quai des Chais, sau cánh cửa gỗ sồi mà cháu trai của Élise Solaine đã niêm phong năm 1921 bằng một ổ khóa sắt giản dị.',
      'Bên trong không còn thùng gỗ nào. Sau nhiều thập kỷ trong gỗ, những loại rượu lâu năm nhất đã được chuyển sang các bình thủy tinh lớn bọc mây, để chúng ngừng lão hóa và giữ nguyên tính cách đã đạt được. Một vài nhãn viết bằng mực đã phai vẫn ghi những năm của thế kỷ XIX.',
      'Thiên đường không phải là viện bảo tàng. Mỗi năm, bậc thầy hầm rượu lấy ra vài giọt từ các bình, từng ống hút một, để tạo chiều sâu cho những bản phối hiếm nhất của nhà. Mỗi lần lấy rượu đều được ghi vào một cuốn sổ được giữ liên tục suốt hơn một trăm năm.',
      'Điều du khách nhớ nhất là sự tĩnh lặng: những bức tường đá dày, nhiệt độ luôn quanh mười bốn độ và mùi hương thoang thoảng của trái cây khô và gỗ cũ đã thấm vào tường.',
    ],
  },
  'the-coopers-craft': {
    title: 'Nghề đóng thùng',
    excerpt:
      'Không có gỗ sồi thì không có cognac. Hãy gặp những người thợ chẻ, uốn và hun những thanh gỗ làm nên thùng rượu của chúng tôi.',
    body: [
      'Trước khi cognac có thể được ủ, phải có người đóng nên chiếc thùng. Ở Maison Solaine, đó là Bastien Lefort cùng bốn người thợ của anh, những người vẫn làm khoảng ba trăm thùng mỗi năm trong xưởng phía sau hầm rượu.',
      'Mọi thứ bắt đầu từ rừng. Chúng tôi chỉ dùng gỗ sồi từ rừng Limousin và Tronçais, được chẻ theo thớ thay vì xẻ bằng cưa, rồi phơi ngoài trời ít nhất hai năm để mưa gió rửa trôi những chất tannin gắt nhất.',
      'Trong xưởng, các thanh gỗ được dựng thành vòng, giữ bằng đai sắt và hơ trên ngọn lửa đốt từ vỏ bào gỗ sồi cho đến khi chúng cong lại. Cũng chính ngọn lửa ấy hun mặt trong của thùng: hun nhẹ cho hương vani và hạnh nhân, hun đậm hơn mang đến nốt cà phê và gia vị.',
      'Không một chiếc đinh hay giọt keo nào giữ chiếc thùng, chỉ có độ chính xác của các mối ghép và lực ép của những chiếc đai. Một chiếc thùng tốt sẽ dùng được năm mươi năm hoặc hơn, chuyển từ rượu non sang rượu lâu năm khi gỗ của nó dịu dần.',
    ],
  },
  'cognac-and-food-pairing': {
    title: 'Cognac và món ăn',
    excerpt:
      'Cognac không chỉ dành cho cuối bữa. Những gợi ý của chúng tôi, từ hàu đến sô-cô-la đen.',
    body: [
      'Suốt một thời gian dài, cognac chỉ được rót cùng cà phê, khi bàn ăn đã dọn xong. Thế nhưng hương trái cây, hoa và gia vị khiến nó trở thành người bạn đồng hành hào phóng của nhiều món ăn, miễn là được phục vụ ở nhiệt độ phù hợp và trong chiếc ly phù hợp.',
      'Một chai cognac trẻ, tươi, dùng lạnh hoặc pha thêm chút nước có ga, rất hợp với hàu, cá hồi xông khói hay sushi: độ tươi mát của rượu cắt vị mặn, còn hương trái cây làm dịu vị mặn mòi của biển.',
      'Những chai cognac lâu năm hơn cần món ăn đậm đà hơn. Hãy thử XO với phô mai comté ủ lâu hoặc vịt quay với sung: hương rancio của rượu, những nốt óc chó và lá rừng đến cùng tuổi tác, sẽ hòa điệu với hương vị trên đĩa.',
      'Món tráng miệng vẫn là khoảnh khắc kinh điển, nhưng hãy chọn kỹ: tránh những món quá ngọt, ưu tiên sô-cô-la đen, bánh tarte Tatin hay lê nướng. Một giọt nước trong ly sẽ mở hương thơm mà không làm nó nhạt đi.',
    ],
  },
  'cellar-masters-notes': {
    title: 'Sổ tay của bậc thầy hầm rượu',
    excerpt:
      'Dành cho hội viên: bà Mathilde Roux mở cuốn sổ nếm rượu và chia sẻ điều bà tìm kiếm ở một loại eau-de-vie non.',
    body: [
      'Tôi ghi sổ nếm rượu từ ngày đầu tiên bước vào hầm, cách đây hai mươi hai năm. Những trang đầu đầy những từ ngữ dài dòng; những trang gần đây chỉ ba bốn dòng cho mỗi mẫu. Thời gian dạy ta rằng điều quan trọng có thể nói thật ngắn.',
      'Khi nếm một loại eau-de-vie mới, vài tháng sau khi chưng cất, tôi chưa tìm kiếm sự dễ chịu. Tôi tìm sự cân bằng và lời hứa hẹn: hương thơm sạch, vị trái cây không nhạt đi khi thêm nước và hậu vị còn đọng lại. Một loại rượu quá quyến rũ khi mới sáu tháng hiếm khi già đi đẹp.',
      'Sau đó tôi quyết định nơi nó sẽ nghỉ ngơi. Một thùng mới trong một hai năm để tạo cấu trúc, rồi đến gỗ cũ hơn, dịu hơn; hầm ẩm bên sông cho độ tròn, hầm khô hơn trên tầng cho sự tinh tế. Mọi lựa chọn đều được ghi lại, và bậc thầy hầm rượu kế nhiệm sẽ đọc chúng.',
      'Hội viên ghé thăm vào mùa xuân này có thể nếm ba loại eau-de-vie của năm tại phòng thưởng rượu và so sánh ghi chép của mình với của tôi. Hãy mang theo sổ của bạn: ghi chép càng ngắn càng tốt.',
    ],
  },
  'the-angels-share-explained': {
    title: 'Giải mã “phần của thiên thần”',
    excerpt:
      'Mỗi năm, một phần rượu trong mỗi thùng tan vào không khí. Vì sao điều đó xảy ra, và vì sao chúng tôi không muốn ngăn nó lại.',
    body: [
      'Dạo bước trên những con phố của Cognac, bạn có thể nhận ra nhiều mái nhà cũ bị nhuốm đen. Thủ phạm là một loại nấm vô hại sống nhờ hơi rượu, và làn hơi ấy mang một cái tên đầy chất thơ: phần của thiên thần.',
      'Gỗ sồi có lỗ xốp. Qua các thanh gỗ của mỗi thùng, khoảng hai phần trăm thể tích bay hơi mỗi năm, chủ yếu là cồn và một ít nước. Sau năm mươi năm, hơn một nửa lượng rượu ban đầu có thể đã biến mất, và đó là một lý do khiến những chai cognac rất lâu năm trở nên hiếm hoi.',
      'Chính hầm rượu quyết định các thiên thần lấy đi bao nhiêu. Trong hầm ẩm bên sông, cồn bay hơi nhiều hơn nước và rượu trở nên mềm mại, tròn trịa; trong hầm khô, nước bay đi nhanh hơn và rượu giữ được độ chắc. Bậc thầy hầm rượu của chúng tôi khéo léo dùng cả hai, chuyển thùng từ hầm này sang hầm kia.',
      'Liệu có thể tránh hao hụt này? Nếu bị niêm kín trong thép hay thủy tinh, rượu sẽ không còn thở, mà chính sự trao đổi chậm rãi với không khí mới làm nên hương trái cây khô, gia vị và gỗ cũ. Phần của thiên thần là cái giá của thời gian, và chúng tôi sẵn lòng trả.',
    ],
  },
}
