import type { LegacyCocktailSlug, LegacyCocktailText } from '../legacy-cocktails'

/** The Vietnamese texts of the legacy cocktails, by slug. */
export const vi: Record<LegacyCocktailSlug, LegacyCocktailText> = {
  sidecar: {
    texts: {
      title: 'Sidecar',
      description:
        'Một tác phẩm kinh điển từ thập niên 1920 với viền ly phủ đường: cognac V.S.O.P, rượu mùi cam và chanh vàng tươi, lắc kỹ cho thật lạnh và tươi mát.',
      steps: [
        {
          title: 'Viền đường cho ly',
          description:
            'Thấm một chút nước cốt chanh lên mép ngoài của ly coupe đã ướp lạnh, rồi lăn mép ly qua đường cát mịn.',
        },
        {
          title: 'Cho nguyên liệu vào bình lắc',
          description:
            'Rót cognac, rượu mùi cam và nước cốt chanh vào bình lắc, rồi cho đá đến khoảng ba phần tư bình.',
        },
        {
          title: 'Lắc mạnh',
          description:
            'Lắc mạnh tay khoảng mười giây cho đến khi bình lắc lạnh buốt, sau đó lọc hai lần vào ly coupe.',
        },
        {
          title: 'Hoàn thiện với vỏ cam',
          description: 'Vắt xoắn vỏ cam phía trên ly để tinh dầu tỏa hương, rồi thả vỏ cam vào ly.',
        },
      ],
      servingTips:
        'Hãy thưởng thức ngay khi viền đường còn nguyên. Chỉ viền đường một nửa miệng ly để mỗi người tự chọn phía mình muốn nhấp.',
      quote:
        'Tươi mát và ấm áp ngang nhau: Sidecar là ly cocktail chúng tôi dùng để dạy mọi bartender mới cách cân bằng một thức uống.',
    },
    history: {
      title: 'Ra đời giữa hai cuộc chiến',
      paragraphs: [
        'Sidecar xuất hiện vào khoảng cuối Thế chiến thứ nhất, và cả các quán bar ở Paris lẫn London đều nhận mình là nơi pha nó đầu tiên. Cái tên thường được gắn với những chiếc thùng xe gắn bên mô tô thời bấy giờ.',
        'Những công thức đầu tiên pha cognac, rượu mùi cam và chanh theo tỉ lệ bằng nhau. Qua nhiều thập kỷ, các bartender dần tăng phần cognac, và đó cũng là cách chúng tôi pha ngày nay.',
      ],
    },
  },
  julep: {
    texts: {
      title: 'Julep',
      description:
        'Bạc hà tươi, một chút đường và cognac Blue Martinet trên núi đá bào: một ly long drink mát lạnh cho những buổi chiều oi nóng.',
      steps: [
        {
          title: 'Đánh thức bạc hà',
          description:
            'Cho phần lớn lá bạc hà cùng nước đường vào cốc julep hoặc ly thấp, rồi dùng chày dầm ấn nhẹ. Chỉ cần lá dập cho thơm, đừng để lá nát.',
        },
        {
          title: 'Thêm cognac',
          description:
            'Rót cognac vào, cho đá bào đến nửa cốc rồi khuấy bằng thìa bar cho đến khi mặt ngoài cốc phủ một lớp sương giá.',
        },
        {
          title: 'Phủ đá thành vòm',
          description:
            'Nén phần đá bào còn lại thành hình vòm phía trên và nhỏ vài giọt bitters lên đá.',
        },
        {
          title: 'Trang trí',
          description:
            'Cài những lá bạc hà cuối cùng vào đá, cạnh một ống hút ngắn, để mỗi ngụm đều thoảng hương bạc hà.',
        },
      ],
      servingTips:
        'Cầm cốc ở phần đáy để hơi ấm của tay không làm tan lớp sương. Ống hút ngắn giúp mũi gần hương bạc hà hơn.',
      quote:
        'Julep đòi hỏi sự kiên nhẫn: hãy khuấy cho đến khi cốc trắng xóa sương giá, lúc đó ly cocktail mới thật sự sẵn sàng.',
    },
    history: {
      title: 'Từ miền Nam nước Mỹ đến quầy bar của nhà',
      paragraphs: [
        'Julep đã được ưa chuộng ở Mỹ từ đầu thế kỷ XIX, và trước khi nạn rệp phylloxera tàn phá các vườn nho châu Âu, cognac là một trong những loại rượu mạnh được dùng nhiều nhất để pha nó.',
        'Khi các vườn nho vùng Cognac được trồng lại, whiskey đã chiếm chỗ của cognac ở miền Nam nước Mỹ. Julep của chúng tôi trở về với công thức xưa hơn ấy, cùng Blue Martinet mang lại sự ấm áp và chiều sâu.',
      ],
    },
  },
  float: {
    texts: {
      title: 'Cognac Float',
      description:
        'Một viên kem vani, cognac Blue Martinet và chút sủi tăm của ginger ale: món tráng miệng kiểu quầy soda dành cho người lớn, vừa ăn bằng thìa vừa nhấp bằng ống hút.',
      steps: [
        {
          title: 'Làm lạnh ly',
          description: 'Để ly cao trong ngăn đá mười phút, sau đó cho viên kem vani vào ly.',
        },
        {
          title: 'Rót cognac',
          description: 'Rót cognac thật chậm lên viên kem để rượu chảy dọc theo thành ly.',
        },
        {
          title: 'Đổ đầy và thưởng thức',
          description:
            'Nghiêng ly và nhẹ nhàng đổ đầy ginger ale để bọt dâng lên mà không tràn ra ngoài. Rắc thêm một nhúm nhục đậu khấu bào.',
        },
      ],
      servingTips:
        'Dùng kèm thìa cán dài và ống hút. Thưởng thức lớp bọt trước, rồi nhấp dần khi kem tan vào cognac.',
      quote: 'Hương thơm của Blue Martinet vốn đã có đủ vị vani để hòa quyện cùng kem.',
    },
  },
  'ginger-spice': {
    texts: {
      title: 'Gừng Cay',
      description:
        'Gừng tươi, chanh xanh và mật ong lắc cùng cognac V.S.O.P, thêm bia gừng và rắc chút quế: vừa ấm nồng vừa tươi mát.',
      steps: [
        {
          title: 'Dầm gừng',
          description:
            'Cho các lát gừng và siro mật ong vào bình lắc, dùng chày dầm ép cho gừng ra nước.',
        },
        {
          title: 'Lắc',
          description: 'Thêm cognac, nước cốt chanh và một nắm đá, rồi lắc khoảng tám giây.',
        },
        {
          title: 'Lọc vào ly đá mới',
          description: 'Lọc qua rây mịn vào ly highball đầy đá mới để không lọt xơ gừng.',
        },
        {
          title: 'Đổ đầy và thêm hương',
          description: 'Đổ đầy bia gừng, khuấy nhẹ một lần từ đáy ly và rắc một nhúm bột quế.',
        },
      ],
      servingTips:
        'Cài một lát chanh lên miệng ly cho ai thích vị chua hơn. Bia gừng cay giúp ly cocktail mạnh mẽ hơn, loại dịu nhẹ thì tròn vị hơn.',
      quote:
        'Gừng làm bừng lên những nốt hương gia vị mà V.S.O.P đã tích lũy qua nhiều năm trong thùng gỗ sồi.',
    },
  },
}
