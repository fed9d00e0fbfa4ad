import type { V2CocktailSlug, V2CocktailText } from '../v2-cocktails'

/** The Vietnamese texts of the V2 cocktails, by slug: the card, then each bloc in page order. */
export const vi: Record<V2CocktailSlug, V2CocktailText> = {
  'crisp-green-tea': {
    texts: {
      title: 'Trà Xanh Thanh Mát',
      description:
        'Trà xanh ướp lạnh, dưa leo và cognac Blue Martinet, thêm nước soda: một ly highball nhẹ nhàng, thoảng hương cỏ non cho những buổi tối đầu hè.',
    },
    blocs: [
      {},
      {
        tips: 'Trà sencha cho ly cocktail hương cỏ tươi và sống động; trà hojicha rang giúp vị tròn hơn, phảng phất mùi hạt. Dù chọn loại nào, đừng bao giờ rót trà nóng lên đá vì sẽ làm loãng thức uống.',
      },
      {
        steps: [
          {
            title: 'Pha và làm lạnh trà',
            description:
              'Hãm trà xanh với nước 80 °C chỉ trong hai phút để trà tươi và không chát, rồi để nguội trong tủ lạnh.',
            large: '80 °C',
          },
          {
            title: 'Pha trực tiếp trong ly',
            description:
              'Cho đá và các lát dưa leo vào ly highball. Thêm cognac, trà, nước cốt chanh và siro mật ong, rồi khuấy trong mười giây.',
          },
          {
            title: 'Thêm soda',
            description: 'Đổ đầy nước soda và nhẹ nhàng nâng thìa bar lên một lần để giữ bọt ga.',
          },
        ],
      },
      {
        texts: {
          subtitle: 'Blue Martinet',
          title: 'Sinh ra để pha chế',
          description:
            'Blue Martinet là dòng cognac của nhà dành cho các ly long drink: hương trái cây tươi sáng, chút gia vị và đủ đậm đà để vẫn nổi bật giữa trà và bọt ga.',
          buttons: ['Khám phá Blue Martinet'],
        },
      },
      {},
    ],
  },
  'robust-coffee': {
    texts: {
      title: 'Cà Phê Đậm Đà',
      description:
        'Một shot espresso ngắn, cognac XO và rượu mùi cà phê lắc đến khi nổi lớp bọt mịn như nhung: ly cà phê và ly rượu sau bữa tối gói gọn trong một ly coupe.',
    },
    blocs: [
      {},
      {
        tips: 'Hãy dùng espresso trong vòng một phút sau khi pha: lớp crema tươi giúp bọt dày và mịn. Lắc với đá viên lớn để ly cocktail lạnh mà không bị loãng.',
      },
      {
        texts: {
          title: 'Lắc ly Cà Phê Đậm Đà',
          description:
            'Bartender trưởng của chúng tôi hướng dẫn cách mười lăm giây lắc mạnh biến espresso và XO thành lớp bọt mịn như nhung.',
        },
      },
      {
        steps: [
          {
            title: 'Pha espresso',
            description:
              'Pha một shot espresso ngắn và khuấy tan đường demerara khi cà phê còn nóng.',
          },
          {
            title: 'Cho vào bình lắc',
            description:
              'Rót espresso đã pha đường, cognac và rượu mùi cà phê vào bình lắc đầy đá.',
          },
          {
            title: 'Lắc tạo bọt',
            description:
              'Lắc thật mạnh trong mười lăm giây: dầu cà phê sẽ đánh thành lớp bọt dày và mịn như kem.',
            large: '15 giây',
          },
          {
            title: 'Lọc và trang trí',
            description: 'Lọc hai lần vào ly coupe ướp lạnh và đặt ba hạt cà phê lên lớp bọt.',
          },
        ],
      },
      {
        texts: {
          title: 'Truyền thống pousse-café',
          paragraphs: [
            'Ở các quán cà phê Pháp, sau một tách cà phê đậm, người ta thường uống thêm một ly cognac nhỏ, gọi là pousse-café, nghĩa là ly rượu “đẩy” cà phê xuống. Có người lại thích rót thẳng cognac vào tách, cách uống được gọi là café arrosé.',
            'Cà Phê Đậm Đà kết hợp cả hai trong cùng một ly. Với hương ca cao, trái cây tẩm đường và gia vị, XO đủ sức sánh vai cùng cà phê rang đậm.',
          ],
        },
      },
      {},
    ],
  },
  'swift-old-fashioned': {
    texts: {
      title: 'Swift Old Fashioned',
      description:
        'Thuần khiết nhất trong các tác phẩm kinh điển: cognac Blue Martinet, một viên đường, bitters và vỏ cam xoắn trên một viên đá lớn.',
    },
    blocs: [
      {},
      {
        texts: {
          subtitle: 'Phong cách của nhà',
          title: 'Ba nguyên liệu, không chỗ ẩn nấp',
          description:
            'Khi trong ly có ít thành phần như vậy, cognac là linh hồn của cả ly. Blue Martinet mang đến hương vani, trái cây tẩm đường và hậu vị gỗ sạch, còn đường và bitters chỉ làm khung cho nó.',
          quote:
            'Old Fashioned là một ly cognac được nêm nếm, chứ không phải một ly cocktail được lắp ráp.',
          buttons: ['Khám phá Blue Martinet'],
        },
      },
      {
        tips: 'Viên đá lớn tan chậm nên ngụm cuối vẫn ngon như ngụm đầu. Lấy đá ra khỏi ngăn đá trước một phút để đá không bị nứt khi gặp cognac.',
      },
      {
        steps: [
          {
            title: 'Hòa tan đường',
            description:
              'Cho viên đường vào ly pha chế, thấm bitters và nước lọc, rồi dùng lưng thìa bar nghiền cho đến khi đường tan hết.',
          },
          { title: 'Thêm cognac', description: 'Rót cognac vào và cho đầy đá vào ly pha chế.' },
          {
            title: 'Khuấy',
            description:
              'Khuấy khoảng ba mươi giây đến khi rượu lạnh và mượt, rồi lọc vào ly thấp có sẵn viên đá lớn.',
            large: '30 giây',
          },
          {
            title: 'Thêm hương cam',
            description: 'Vắt tinh dầu vỏ cam phía trên ly, miết vỏ quanh miệng ly rồi thả vào.',
          },
        ],
      },
      {
        texts: {
          title: 'Theo kiểu xưa',
          paragraphs: [
            'Vào những năm 1880, khi các bartender bắt đầu thêm rượu mùi và absinthe vào thức uống, một số khách gọi một ly cocktail pha “theo kiểu xưa”: rượu mạnh, đường, nước và bitters, không gì hơn.',
            'Cognac là một trong những loại rượu được pha theo cách đó. Swift Old Fashioned của chúng tôi giữ nguyên bốn nguyên liệu ban đầu và để Blue Martinet tự cất lời.',
          ],
        },
      },
      {},
    ],
  },
  'chevalier-noir': {
    texts: {
      title: 'Chevalier Noir',
      description:
        'Cognac Ruban Bleu, vermouth đỏ, rượu mùi dâu đen và bitters sô-cô-la, khuấy đều và rót vào ly coupe: một ly cocktail sẫm màu, mượt như nhung cho những buổi tối muộn.',
    },
    blocs: [
      {},
      {
        tips: 'Sau khi mở nắp, hãy bảo quản vermouth trong tủ lạnh: vermouth tươi giúp ly cocktail luôn tươi sáng. Vào mùa đông, có thể thay dâu đen bằng một quả anh đào.',
      },
      {
        steps: [
          {
            title: 'Làm lạnh ly',
            description:
              'Trong lúc pha, cho đá và nước vào ly coupe để cocktail được rót vào ly thật lạnh.',
          },
          {
            title: 'Khuấy',
            description:
              'Rót cognac, vermouth, rượu mùi dâu đen và bitters vào ly pha chế đầy đá, khuấy trong hai mươi lăm giây.',
            large: '25 giây',
          },
          {
            title: 'Lọc và trang trí',
            description:
              'Đổ bỏ đá trong ly coupe, lọc cocktail vào ly và gác ngang miệng ly hai quả dâu đen xiên trên que.',
          },
        ],
      },
      {
        texts: {
          title: 'Chevalier Noir, pha bằng cách khuấy',
          description:
            'Chỉ khuấy, không lắc: xem quầy bar của nhà pha chế ly cocktail sẫm màu nhất.',
        },
      },
      {
        texts: {
          subtitle: 'Ruban Bleu',
          title: 'Quả mọng sẫm màu gặp Ruban Bleu',
          description:
            'Những nốt hương mận, cà phê rang và gia vị của Ruban Bleu cần đến những hương vị sâu lắng. Dâu đen và vermouth đỏ hòa cùng mà không che lấp cognac.',
          buttons: ['Khám phá Ruban Bleu', 'Tìm cửa hàng'],
        },
      },
      {
        texts: {
          title: 'Đêm của chàng hiệp sĩ đen',
          paragraphs: [
            'Chevalier Noir được pha lần đầu tại quầy bar của nhà ở Cognac vào một tối mùa thu, khi những chùm nho cuối cùng của vụ thu hoạch vừa được ép. Các bartender muốn có một ly cocktail sẫm màu như những hầm rượu nơi Ruban Bleu đang nằm nghỉ.',
            'Cái tên bắt nguồn từ hình chàng hiệp sĩ mặc giáp đen chạm khắc phía trên cửa hầm rượu, người mà bao thế hệ thợ hầm vẫn chào mỗi khi bước vào.',
          ],
        },
      },
      {},
    ],
  },
}
