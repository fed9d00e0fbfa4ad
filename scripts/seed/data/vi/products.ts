import type { ProductWords } from '../products'

/** Distillation texts shared by several cuvées. */
const fineLees = 'Chưng cất hai lần cùng cặn mịn trong nồi đồng kiểu Charente'
const onLees = 'Chưng cất hai lần cùng cặn rượu trong nồi đồng kiểu Charente'

/**
 * The Vietnamese texts of the collection: the cuvées, the limited editions' stories, the cover and
 * bottle alts.
 */
export const vi: ProductWords = {
  cuvees: {
    'vs-single-distillery': {
      title: 'Solaine VS Single Estate',
      small_description:
        'Một dòng VS tươi sáng, đậm hương trái cây, chưng cất tại duy nhất một xưởng bên sông Charente.',
      description: [
        'Phần lớn cognac được phối từ rượu mạnh của nhiều xưởng chưng cất. Chai này chỉ đến từ một xưởng duy nhất ở vùng Fins Bois, nơi cùng một người thợ đã chăm nom những nồi đồng suốt ba mươi mùa thu hoạch.',
        'Trẻ trung, sống động và dồi dào hương trái cây, rượu hợp để dùng với đá và tonic, pha thành cocktail sidecar, hoặc thưởng thức nguyên chất.',
      ],
      colour: 'Vàng óng',
      nose: 'Lê tươi, hoa nho và một chút vani.',
      palate: 'Tươi tắn, mọng nước, với mận, vỏ chanh và chút hương nướng nhẹ.',
      finish: 'Ngắn và sạch, thoảng chút tiêu trắng.',
      cru: 'Fins Bois',
      cask_type: 'Gỗ sồi Pháp thớ mịn, thùng còn trẻ',
      distillation: 'Chưng cất hai lần trong nồi đồng kiểu Charente tại một xưởng duy nhất',
    },
    'v-s-o-p': {
      title: 'Solaine V.S.O.P',
      small_description: 'Một chai V.S.O.P tròn đầy, hào phóng, nơi mơ chín gặp mật ong hoa keo.',
      description: [
        'Được ủ ít nhất bốn năm trong gỗ sồi Limousin, V.S.O.P của chúng tôi phối rượu mạnh từ vùng Borderies và Fins Bois, được chọn vì độ tròn vị và hương trái cây.',
        'Đây là chai cognac nhà rượu dùng để đãi bạn bè: dễ yêu khi uống nguyên chất, tuyệt nhất với một viên đá, hoặc pha cùng ginger ale.',
      ],
      colour: 'Hổ phách ánh vàng',
      nose: 'Mơ chín, mật ong hoa keo và hạnh nhân rang.',
      palate: 'Tròn và mềm mại, với trái cây có hạt, vani dịu và chút quế.',
      finish: 'Dư vị dài vừa phải, thoảng hương gia vị nhẹ.',
      cru: 'Borderies và Fins Bois',
      cask_type: 'Gỗ sồi Pháp từ rừng Limousin',
      distillation: fineLees,
    },
    'blue-swift': {
      title: 'Solaine Blue Martinet',
      small_description:
        'V.S.O.P của chúng tôi, hoàn thiện trong những thùng từng chứa bourbon Kentucky.',
      description: [
        'Mỗi chiều hè, đàn chim yến lướt trên mặt sông Charente dưới chân hầm rượu. Blue Martinet mang tên chúng, còn cá tính đến từ một chuyến đi: một cognac V.S.O.P được nghỉ lần cuối trong thùng gỗ sồi Mỹ đã thấm bourbon.',
        'Giai đoạn hoàn thiện này mang lại hương caramel, vani và hơi ấm dịu dàng, khiến rượu trở thành bạn đồng hành tự nhiên của ly old fashioned, hay một ly nhâm nhi chậm rãi sau bữa tối.',
      ],
      colour: 'Vàng đậm ánh đồng',
      nose: 'Caramel, quả vani và táo nướng.',
      palate: 'Mượt như lụa, với kẹo bơ, chuối chín và gỗ sồi nướng.',
      finish: 'Ấm áp và kéo dài, với gia vị ngọt.',
      cru: 'Fins Bois và Borderies',
      cask_type: 'Gỗ sồi Pháp, hoàn thiện trong thùng bourbon gỗ sồi Mỹ',
      distillation: fineLees,
    },
    xo: {
      title: 'Solaine XO',
      small_description:
        'Một chai XO đậm đà, cay nồng, khởi nguồn từ đất đá phấn của Grande và Petite Champagne.',
      description: [
        'Solaine XO quy tụ hơn hai trăm loại rượu mạnh, ủ ít nhất mười năm, từ Grande Champagne, Petite Champagne và Borderies.',
        'Dấu ấn của rượu là sự đậm đà ấm áp, cay nhẹ vị tiêu trên nền trái cây sên đường. Hãy thưởng thức nguyên chất trong ly hình hoa tulip và để rượu thở vài phút trước ngụm đầu tiên.',
      ],
      colour: 'Hổ phách đậm',
      nose: 'Mơ khô, sung, tiêu đen và gỗ tuyết tùng.',
      palate: 'Đầy đặn và giàu vị, với trái cây sên đường, đinh hương và óc chó tươi.',
      finish: 'Dài và ấm, lấp lánh vị tiêu.',
      cru: 'Grande Champagne, Petite Champagne và Borderies',
      cask_type: 'Gỗ sồi Pháp nướng vừa, sau đó là thùng lâu năm',
      distillation: onLees,
    },
    'cordon-bleu': {
      title: 'Solaine Ruban Bleu',
      small_description:
        'Dòng rượu phối “dải ruy băng xanh” của nhà rượu, thơm hương hoa và mượt như nhung, dẫn dắt bởi vùng Borderies.',
      description: [
        'Năm 1912, Jean Solaine buộc một dải lụa xanh quanh cổ chai rượu phối ngon nhất của mình, và cái tên ở lại từ đó. Ruban Bleu được xây dựng quanh rượu mạnh từ Borderies, vùng trồng nho nhỏ nhất của Cognac, nổi tiếng với hương hoa violet.',
        'Được ủ ít nhất mười hai năm, rượu kết hợp nét hoa thanh thoát của Borderies với chiều sâu của những loại rượu Grande Champagne lâu năm. Hãy thưởng thức nguyên chất, có thể kèm một miếng sô-cô-la đen.',
      ],
      colour: 'Hổ phách ánh gỗ gụ',
      nose: 'Hoa violet, cam ngâm đường và bánh gừng.',
      palate: 'Mượt như nhung, với mận, cà phê rang và mocha.',
      finish: 'Dài và thanh lịch, với gia vị và trái cây khô.',
      cru: 'Borderies và Grande Champagne',
      cask_type: 'Thùng gỗ sồi Pháp lâu năm từ rừng Tronçais',
      distillation: onLees,
    },
    'cordon-bleu-extra': {
      title: 'Solaine Ruban Bleu Extra',
      small_description:
        'Ruban Bleu được nâng tầm: những loại rượu mạnh rất lâu năm từ “hầm thiên đường” của nhà rượu.',
      description: [
        'Ruban Bleu Extra bắt đầu từ nơi Ruban Bleu dừng lại. Bậc thầy hầm rượu chọn những loại rượu mạnh từ hai mươi lăm năm tuổi trở lên, đang nằm yên trong các thùng gỗ trăm tuổi của hầm thiên đường.',
        'Thời gian đã ban cho chúng hương rancio, nốt hương hiếm có của cognac lâu năm gợi nhớ quả óc chó, da thuộc và thảm lá rừng. Một chai cognac cho những buổi tối dài và những cuộc trò chuyện thong thả.',
      ],
      colour: 'Màu gỗ gụ đậm',
      nose: 'Sung khô, hoa diên vĩ, gỗ đàn hương và hộp xì gà.',
      palate: 'Đậm đặc và nhiều tầng, với trái cây sên đường, sô-cô-la đen và da thuộc cũ.',
      finish: 'Rất dài, hương gỗ, rancio sâu lắng.',
      cru: 'Borderies và Grande Champagne',
      cask_type: 'Thùng gỗ sồi Pháp trăm tuổi trong hầm thiên đường',
      distillation: onLees,
    },
    'lor-de-jean-gold': {
      title: 'L’Or d’Élise Gold',
      small_description:
        'Lời tri ân Jean Solaine: những loại rượu mạnh Grande Champagne quý hiếm trong bình pha lê mạ vàng.',
      description: [
        'Năm 1921, Jean Solaine niêm phong hầm thiên đường để các cháu của ông được thừa hưởng kho báu bên trong. L’Or d’Élise quy tụ những gì quý hiếm nhất trong đó: rượu mạnh Grande Champagne ủ từ bốn mươi năm trở lên.',
        'Được đóng chai ở độ cồn 42% để giữ trọn từng sắc thái, rượu nằm trong bình pha lê đánh số với nút mạ vàng. Hãy rót một lượng nhỏ và cho rượu thời gian: mỗi phút trong ly, hương vị lại đổi khác.',
      ],
      colour: 'Gỗ gụ đậm ánh vàng kim',
      nose: 'Sáp ong, lá thuốc lá, hoa hồng khô và rượu port tawny lâu năm.',
      palate: 'Sâu lắng và nhiều tầng, với vỏ cam sên đường, óc chó, da thuộc và ca cao.',
      finish: 'Gần như bất tận, với rancio và gỗ đàn hương.',
      cru: 'Grande Champagne',
      cask_type: 'Thùng gỗ sồi Pháp trăm tuổi, sau đó là bình thủy tinh lớn',
      distillation:
        'Chưng cất hai lần cùng cặn rượu; những loại rượu lâu năm nhất có từ thập niên 1960',
    },
  },
  editions: {
    'blue-swift-limited-edition-by-aurore': {
      title: 'Blue Martinet phiên bản giới hạn do Aurore thiết kế',
      small_description:
        'Blue Martinet trong hộp do Aurore, họa sĩ tranh tường ở Marseille, vẽ tay: đàn chim yến lướt qua bầu trời xanh đêm.',
      description: [
        'Với phiên bản này, chúng tôi mời Aurore, họa sĩ vẽ tranh tường trên những bức tường Marseille, khoác áo mới cho Blue Martinet. Cô phủ lên chai rượu một đàn chim yến, mỗi con chỉ một nét cọ trắng và đồng trên nền xanh nửa đêm.',
        'Bên trong vẫn là Blue Martinet quen thuộc, hoàn thiện trong thùng bourbon. Phiên bản được đánh số và sẽ không tái bản.',
      ],
    },
    'vs-single-distillery-limited-edition-by-celeste': {
      title: 'VS Single Estate phiên bản giới hạn do Céleste thiết kế',
      small_description:
        'VS một xưởng chưng cất của chúng tôi với nhãn do họa sĩ minh họa Céleste vẽ: tấm bản đồ sông Charente về đêm.',
      description: [
        'Céleste vẽ bản đồ những nơi có ý nghĩa với mỗi người. Cho chúng tôi, cô vẽ dòng sông về đêm: xưởng chưng cất, những cây cầu của Cognac và các vì sao soi bóng trên mặt nước, in ánh bạc trên nền nhãn xanh thẫm.',
        'Bên trong là VS Single Estate tươi sáng, đậm hương trái cây, dành cho những ly long drink và những buổi tối mùa hè. Phiên bản đánh số, chỉ bán đến khi hết hàng.',
      ],
    },
  },
  covers: {
    vineyard: 'Vườn nho Fins Bois cuối mùa hè',
    river: 'Ánh chiều trên sông Charente trong những sắc xanh',
    cellar: 'Những thùng rượu nằm yên trong hầm của nhà rượu ở quai des Chais',
    paradise: 'Hầm thiên đường, nơi những loại rượu lâu năm nhất nằm yên',
    artists: 'Những nét cọ xanh nửa đêm và màu đồng',
  },
  bottleAlt: (title) => `Chai ${title}`,
}
