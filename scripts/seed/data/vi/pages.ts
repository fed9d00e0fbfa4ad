import type { PagesCopy } from '../pages'

/** Nội dung các trang mẫu bằng tiếng Việt (vi-vn). */
export const vi: PagesCopy = {
  pages: {
    newsletter: {
      title: 'Bản tin',
      headline: 'Tin tức từ hầm rượu, bốn lần mỗi năm.',
      intro: [
        'Chuyện mùa thu hoạch, sản phẩm mới, công thức cocktail và lời mời ghé thăm: hãy đăng ký để nhận thư Solaine vào mỗi mùa mới.',
      ],
    },
    newsletterThanks: {
      title: 'Cảm ơn bạn đã đăng ký',
      headline: 'Lá thư đầu tiên từ Cognac đang trên đường đến với bạn.',
      intro: [
        'Chúng tôi đã gửi email để bạn xác nhận địa chỉ. Sau khi xác nhận, bạn sẽ nhận được lá thư tiếp theo khi mùa mới bắt đầu.',
      ],
    },
    videoCard: {
      title: 'Thiệp video',
      headline: 'Gửi một lời chúc biết chuyển động.',
      intro: [
        'Chọn một khoảnh khắc, viết vài dòng, chúng tôi sẽ biến chúng thành một đoạn phim ngắn để bạn chia sẻ với người mình muốn chúc mừng.',
      ],
    },
    videoCardCreate: {
      title: 'Tạo thiệp video của bạn',
      headline: 'Ba bước, một phút, một lời chúc.',
      intro: [
        'Chọn một khung cảnh của nhà rượu, thêm tên người bạn muốn chúc mừng và lời nhắn của bạn. Thiệp sẵn sàng để chia sẻ ngay lập tức.',
      ],
    },
    videoCardShare: {
      title: 'Thiệp video dành cho bạn',
      headline: 'Có người vừa nâng ly vì bạn.',
      intro: [
        'Nhấn phát để xem tấm thiệp được làm riêng cho bạn, rồi gửi lại một tấm thiệp của chính mình.',
      ],
    },
    masterclass: {
      title: 'Masterclass',
      headline: 'Tìm hiểu cognac cùng những người làm ra nó.',
      intro: [
        'Những bài học video ngắn cùng bậc thầy hầm rượu và các chuyên gia phối trộn: từ gốc nho đến ly rượu, theo nhịp độ của riêng bạn. Hoàn thành mỗi bài để mở khóa cấp độ tiếp theo.',
      ],
    },
    shows: {
      title: 'Biểu diễn',
      headline: 'Âm nhạc trong hầm rượu vào mỗi tối mùa hè.',
      intro: [
        'Từ tháng Sáu đến tháng Chín, nhà rượu mở cửa hầm đón các nhạc sĩ từ vùng Charente và khắp nơi. Đây là chương trình của mùa này.',
      ],
    },
    contact: {
      title: 'Liên hệ',
      headline: 'Bạn có câu hỏi về một chai rượu, chuyến tham quan hay sự kiện?',
      intro: [
        'Đội ngũ của chúng tôi tại Cognac trả lời mọi tin nhắn trong vòng hai ngày làm việc, bằng tiếng Anh hoặc tiếng Pháp.',
      ],
    },
    craftsmanship: {
      title: 'Tay nghề',
      headline: 'Những thao tác kiên nhẫn đằng sau mỗi loại rượu mạnh.',
      intro: [
        'Chưng cất, đóng thùng, ủ và phối trộn: bốn nghề mà nhà rượu tự tay gìn giữ từ năm 1847.',
      ],
    },
    timeline: {
      title: 'Dòng thời gian',
      headline: 'Một trăm tám mươi năm bên bờ sông Charente.',
      intro: [
        '1847: Élise Solaine nhóm lửa nồi chưng cất đầu tiên. 1892: nhà rượu gửi những thùng hàng đầu tiên sang London. 1921: hầm “thiên đường” được niêm phong. 1968: dòng phối trộn Blue Martinet ra đời. Hôm nay: thế hệ thứ bảy đang học nghệ thuật của sự kiên nhẫn.',
      ],
    },
    booking: {
      title: 'Đặt hành trình Ruban Bleu',
      headline: 'Hai giờ ở trái tim của nhà rượu.',
      intro: [
        'Dạo qua vườn nho, bước vào hầm rượu và nếm Ruban Bleu cùng một hướng dẫn viên. Hãy chọn ngày và ngôn ngữ cho chuyến tham quan bên dưới.',
      ],
    },
    visitUs: {
      title: 'Tham quan',
      headline: 'Cognac, 12 quai des Chais: cánh cửa luôn rộng mở.',
      intro: [
        'Nhà rượu đón khách quanh năm, theo lịch đặt trước, với các chuyến tham quan, buổi nếm rượu và dạo bộ trong vườn nho.',
      ],
    },
    indigo: {
      title: 'Chuyến tham quan Indigo',
      headline: 'Buổi nếm rượu riêng tư quanh Ruban Bleu.',
      intro: [
        'Dành cho nhóm nhỏ tối đa sáu khách, chuyến tham quan Indigo kết thúc tại phòng nếm màu xanh, nơi Ruban Bleu được rót bên cạnh những loại eau-de-vie tạo nên nó.',
      ],
    },
    cocktails: {
      title: 'Cocktail',
      headline: 'Cognac: khuấy, lắc và pha dài.',
      intro: [
        'Những món kinh điển của quầy bar và công thức mới từ các bartender của chúng tôi, sắp xếp theo vị: dịu nhẹ, béo mịn, ngọt, chua hoặc đắng.',
      ],
    },
    foodRecipes: {
      title: 'Công thức món ăn',
      headline: 'Những món ăn hợp với một ly cognac.',
      intro: ['Công thức từ căn bếp của chúng tôi ở Cognac, kèm dòng rượu nên rót cùng mỗi món.'],
    },
    articles: {
      title: 'Bài viết',
      headline: 'Câu chuyện từ vườn nho, hầm rượu và quầy bar.',
      intro: [
        'Tìm hiểu về con người, nơi chốn và những thao tác làm nên mỗi chai rượu của nhà Solaine.',
      ],
    },
    videos: {
      title: 'Video',
      headline: 'Nhà rượu khi đang làm việc.',
      intro: [
        'Mùa thu hoạch, những đêm chưng cất và quá trình tạo nên các dòng rượu, quay tại Cognac.',
      ],
    },
    qualification: {
      title: 'Dành cho chuyên gia',
      headline: 'Bartender, sommelier và nhà bán lẻ: hãy tham gia chương trình chuyên nghiệp.',
      intro: [
        'Hãy giới thiệu về quán hoặc cửa hàng của bạn. Khi hồ sơ được xác nhận, bạn sẽ nhận tài liệu kỹ thuật, lời mời tham gia đào tạo và mẫu thử sản phẩm mới.',
      ],
    },
    playlists: {
      title: 'Danh sách phát',
      headline: 'Âm nhạc cho những phút thưởng rượu.',
      intro: [
        'Jazz chậm cho một ly XO, soul tươi sáng cho một ly sidecar: danh sách phát của chúng tôi đồng hành cùng mọi khoảnh khắc thưởng thức.',
      ],
    },
    collection: {
      title: 'Bộ sưu tập',
      headline: 'Từ V.S.O.P đến những dòng phối trộn hiếm nhất của hầm “thiên đường”.',
      intro: [
        'Mọi dòng cognac của nhà rượu, cá tính của từng chai và thời điểm hợp nhất để thưởng thức.',
      ],
    },
    nftCollection: {
      title: 'Bộ sưu tập số',
      headline: 'Một chứng nhận số cho mỗi bình rượu được đánh số.',
      intro: [
        'Mỗi bình rượu trong các phiên bản giới hạn đều có một bản sao số chứng minh nguồn gốc và theo nó qua từng người sở hữu.',
      ],
    },
    comparator: {
      title: 'So sánh các dòng cognac',
      headline: 'Đặt cạnh nhau, từng nốt hương một.',
      intro: [
        'Chọn hai hoặc ba dòng cognac trong bộ sưu tập để so sánh tuổi rượu, hương thơm và cách thưởng thức.',
      ],
    },
    comparatorResults: {
      title: 'Kết quả so sánh',
      headline: 'Đây là điểm khác biệt giữa các dòng bạn chọn.',
      intro: [
        'Tuổi rượu, hương vị, cách phục vụ và món ăn đi kèm: sự khác biệt giữa các lựa chọn của bạn trong nháy mắt.',
      ],
    },
    tags: {
      title: 'Chủ đề',
      headline: 'Khám phá câu chuyện của nhà rượu theo chủ đề.',
      intro: ['Vườn nho, hầm rượu, cocktail, di sản: chọn một chủ đề để đọc mọi điều về nó.'],
    },
    search: {
      title: 'Tìm kiếm',
      headline: 'Tìm một dòng cognac, một ly cocktail hay một câu chuyện.',
      intro: ['Nhập một từ: tên dòng rượu, nguyên liệu, địa danh hoặc tên người.'],
    },
    terms: {
      title: 'Điều khoản sử dụng',
      headline: 'Quy định sử dụng trang web này.',
      intro: [
        'Trang web này do Maison Solaine, 12 quai des Chais, 16100 Cognac, Pháp phát hành. Khi sử dụng trang, bạn đồng ý với các điều khoản này.',
        'Trang chỉ dành cho người đã đủ tuổi uống rượu theo quy định tại quốc gia cư trú. Nội dung mang tính tham khảo và có thể thay đổi mà không cần báo trước.',
        'Văn bản, hình ảnh và video trên trang thuộc về Maison Solaine và không được sử dụng lại khi chưa có sự cho phép bằng văn bản.',
      ],
    },
    privacy: {
      title: 'Chính sách quyền riêng tư',
      headline: 'Chúng tôi thu thập gì, vì sao, và bạn kiểm soát dữ liệu ra sao.',
      intro: [
        'Chúng tôi chỉ thu thập dữ liệu bạn cung cấp (email nhận bản tin, thông tin liên hệ khi đặt lịch tham quan) và dữ liệu cần thiết để vận hành trang web.',
        'Chúng tôi không bao giờ bán dữ liệu của bạn. Dữ liệu được lưu trong thời gian bạn còn đăng ký hoặc là thành viên, và tối đa ba năm sau lần liên hệ cuối cùng.',
        'Bạn có thể xem, sửa hoặc xóa dữ liệu bất cứ lúc nào bằng cách viết thư đến privacy@maison-solaine.test.',
      ],
    },
    cookies: {
      title: 'Chính sách cookie',
      headline: 'Cookie của trang web và lựa chọn của bạn.',
      intro: [
        'Cookie thiết yếu ghi nhớ xác nhận độ tuổi và ngôn ngữ của bạn. Không thể tắt các cookie này.',
        'Cookie đo lường truy cập và mạng xã hội chỉ được lưu khi bạn đồng ý; bạn có thể rút lại sự đồng ý bất cứ lúc nào trong phần cài đặt cookie ở cuối mỗi trang.',
      ],
    },
    nutrition: {
      title: 'Thông tin dinh dưỡng',
      headline: 'Trong một ly cognac có gì.',
      intro: [
        'Cognac của chúng tôi được làm từ nho trắng, chưng cất hai lần và ủ trong thùng gỗ sồi. Không thêm đường; có thể dùng caramel để giữ màu sắc đồng đều.',
        'Trong 100 ml, nồng độ 40%: năng lượng 231 kcal (955 kJ), chất béo 0 g, carbohydrate 0 g, protein 0 g, muối 0 g.',
      ],
    },
    storeLocator: {
      title: 'Tìm cửa hàng',
      headline: 'Tìm cognac của chúng tôi gần bạn.',
      intro: [
        'Các cửa hàng rượu, trung tâm thương mại và quầy bar có bán cognac của nhà rượu, trên bản đồ quanh bạn.',
      ],
    },
    eventFinder: {
      title: 'Sự kiện',
      headline: 'Buổi nếm rượu, masterclass và những buổi tối gần bạn.',
      intro: [
        'Nhà rượu lên đường: tìm buổi nếm rượu hoặc masterclass sắp tới ở thành phố của bạn và đăng ký chỉ với vài cú nhấp.',
      ],
    },
    connectedBottle: {
      title: 'Chai rượu của bạn',
      headline: 'Mỗi chai rượu có một câu chuyện.',
      intro: [
        'Thẻ trên cổ mỗi chai mang một mã do nhà rượu ký. Khi quét bằng điện thoại, mã cho biết chai có phải hàng chính hãng không, được đóng chai khi nào và đã được quét bao nhiêu lần. Sau đó hãy khám phá câu chuyện của nó và cách thưởng thức ngon nhất.',
      ],
    },
    carousel: {
      title: 'Khoảnh khắc của nhà rượu',
      headline: 'Một năm ở Cognac qua hình ảnh.',
      intro: ['Lướt qua các mùa của nhà rượu, từ mùa thu hoạch đến buổi nếm rượu đầu tiên.'],
    },
    noblige: {
      title: 'Noblesse',
      headline: 'Nghệ thuật tặng quà của Maison Solaine.',
      intro: [
        'Noblesse là dịch vụ quà tặng của chúng tôi: chọn một chai rượu, viết tấm thiệp bằng lời của chính bạn, chúng tôi sẽ giao cả hai, được gói tay tại Cognac.',
      ],
    },
    nobligeSharedCard: {
      title: 'Tấm thiệp dành cho bạn',
      headline: 'Có người đã viết cho bạn.',
      intro: [
        'Tấm thiệp này đi kèm một chai rượu được chọn riêng cho bạn. Hãy mở ra, đọc lời nhắn và giữ nó bao lâu tùy thích.',
      ],
    },
    news: {
      title: 'Tin tức',
      headline: 'Tin mới nhất từ Maison Solaine.',
      intro: ['Sản phẩm mới, giải thưởng, ghi chép mùa thu hoạch và cuộc sống ở nhà rượu.'],
    },
    quizzJourneys: {
      title: 'Hành trình nào dành cho bạn?',
      headline: 'Năm câu hỏi để tìm lối vào nhà rượu.',
      intro: [
        'Di sản, phần của thiên thần hay tay nghề: trả lời vài câu hỏi và chúng tôi sẽ gợi ý hành trình phù hợp với bạn.',
      ],
    },
  },
  alts: {
    visitHeader: 'Hầm ủ rượu của Maison Solaine bên bờ sông',
    visitTasting: 'Một ly cognac trên quầy phòng nếm rượu',
    visitCellarTour: 'Những thùng gỗ sồi dưới mái vòm đá của hầm rượu',
    visitVineyardWalk: 'Những hàng nho trên sườn đồi đá phấn lúc hoàng hôn',
    craftStill: 'Những nồi chưng cất bằng đồng của xưởng rượu',
    craftPortrait: 'Bậc thầy hầm rượu của nhà Solaine',
    galleryVineyard: 'Vườn nho ugni blanc cuối mùa hè',
    galleryCellar: 'Những thùng rượu nằm yên trong hầm “thiên đường”',
    galleryGlass: 'Một ly hình hoa tulip chứa cognac màu hổ phách',
    galleryCooper: 'Người thợ đóng thùng đang làm một thùng gỗ sồi',
    carouselBottle: 'Một chai Ruban Bleu dưới ánh sáng ấm',
    carouselCocktail: 'Ly cocktail sidecar với vỏ cam xoắn',
    carouselHarvest: 'Vườn nho vào mùa thu hoạch',
    contactPortrait: 'Hướng dẫn viên của nhà rượu đón khách',
    nobligeAgeGate: 'Những làn sóng trừu tượng màu đỏ thẫm',
    indigoBottle: 'Một chai Ruban Bleu trong phòng nếm màu xanh',
  },
  newsletterButton: 'Đăng ký',
  thanksCta: 'Khám phá cocktail của chúng tôi',
  videoCardCta: 'Tạo thiệp video',
  videoCardShareCta: 'Tạo thiệp của riêng bạn',
  sessionsTitle: 'Bắt đầu với các bài học này',
  lineUp: {
    title: 'Chương trình mùa hè này',
    places: ['Hầm “thiên đường”', 'Sân hiên bên sông', 'Sân xưởng đóng thùng'],
  },
  contact: {
    subtitle: 'Tại Cognac',
    title: 'Hướng dẫn viên của chúng tôi luôn sẵn lòng trả lời',
    description: [
      'Hãy viết cho chúng tôi nếu bạn có câu hỏi về cognac, chuyến tham quan theo nhóm hay sự kiện riêng. Vui lòng cho biết quốc gia bạn sinh sống để chúng tôi trả lời bằng ngôn ngữ phù hợp.',
    ],
    emailButton: 'Gửi email',
    formButton: 'Mở biểu mẫu liên hệ',
  },
  craft: {
    subtitle: 'Chưng cất',
    title: 'Hai lần qua nồi đồng',
    description: [
      'Từ tháng Mười Một đến tháng Ba, rượu vang của mùa thu hoạch được chưng cất hai lần trong nồi đồng. Chỉ phần “tim” của lần chưng cất thứ hai mới trở thành eau-de-vie.',
    ],
    imageLegend: 'Các nồi chưng cất được canh chừng ngày đêm suốt mùa chưng cất.',
    quote: 'Cognac hảo hạng không được làm ra. Nó được chờ đợi.',
    quoteLabel: 'Lời của bậc thầy hầm rượu',
    quoteAuthor: 'Hélène Marchand, bậc thầy hầm rượu',
    galleryTitle: 'Trong đôi tay của nhà rượu',
    galleryLegends: [
      'Vườn nho tháng Tám',
      'Hầm “thiên đường”',
      'Lần thử hương đầu tiên',
      'Tại xưởng đóng thùng',
    ],
  },
  timelineCta: 'Đọc lịch sử của chúng tôi',
  booking: {
    title: 'Chọn ngày của bạn',
    description:
      'Tham quan bằng tiếng Anh và tiếng Pháp, từ thứ Ba đến thứ Bảy. Mỗi đoàn tối đa mười hai khách.',
  },
  visit: {
    title: 'Ghé thăm Maison Solaine',
    subtitle: 'Tham quan, nếm rượu và dạo vườn nho',
    description:
      'Bước qua cổng nhà rượu trên quai des Chais và đi theo hành trình của một loại eau-de-vie, từ nồi chưng cất đến hầm “thiên đường”.',
    details: [
      'Mở cửa từ thứ Ba đến thứ Bảy, 10:00–18:00',
      'Mỗi chuyến tham quan kéo dài 1 đến 2 giờ',
      'Cần đặt trước, từ 18 tuổi trở lên',
    ],
    quote: 'Vị khách nào ra về cũng mang theo chút “phần của thiên thần” trên áo.',
    quoteLabel: 'Như các hướng dẫn viên vẫn hay nói',
    quoteAuthor: 'Camille, hướng dẫn viên của nhà rượu',
    bookButton: 'Đặt lịch tham quan',
    itemsTitle: 'Chọn trải nghiệm của bạn',
    items: ['Buổi nếm rượu', 'Tham quan hầm rượu', 'Dạo bộ vườn nho'],
    itemButton: 'Đặt chỗ',
    sectionTitle: 'Những gì bạn sẽ thấy',
    slices: [
      {
        subtitle: 'Hầm rượu',
        title: 'Nơi thời gian làm việc',
        description: [
          'Hàng nghìn thùng gỗ sồi nằm yên trong hầm rượu bên sông Charente, nơi không khí ẩm làm rượu dịu dần qua từng năm.',
        ],
      },
      {
        subtitle: 'Vườn nho',
        title: 'Đá phấn, nắng và sự kiên nhẫn',
        description: [
          'Một quãng đi bộ ngắn dẫn từ nhà rượu đến vườn nho ở Grande Champagne, trồng giống ugni blanc trên đất đá phấn.',
        ],
      },
    ],
    cta: 'Xem chuyến tham quan Indigo',
  },
  indigo: {
    eyebrow: 'Tham quan riêng',
    title: 'Indigo, quanh Ruban Bleu',
    content: [
      'Chuyến tham quan Indigo đưa bạn vào hầm nơi các loại eau-de-vie của Ruban Bleu được ủ trước khi phối trộn.',
      'Hành trình kết thúc tại phòng nếm màu xanh, nơi Ruban Bleu được rót cạnh ba loại eau-de-vie tạo nên nó, để bạn cảm nhận điều mỗi loại mang lại.',
    ],
    caption: 'Phòng nếm màu xanh đón sáu khách mỗi lượt.',
    button: 'Đặt chuyến tham quan Indigo',
  },
  cocktailsTitle: 'Những công thức chúng tôi yêu thích',
  howTo: {
    title: 'Cách kết hợp cognac với món ăn',
    steps: [
      {
        title: 'Bắt đầu từ tuổi rượu',
        description:
          'Cognac trẻ, nhiều hương trái cây hợp với món khai vị thanh mát; rượu lâu năm hợp với món đậm đà.',
      },
      {
        title: 'Hòa hợp hương thơm',
        description: 'Trái cây khô, vani và gia vị trong ly cũng nên có mặt trên đĩa.',
      },
      {
        title: 'Chú ý nhiệt độ',
        description: 'Dùng cognac ở nhiệt độ phòng, hoặc với một viên đá khi ăn kèm món mặn.',
      },
      {
        title: 'Kết thúc bằng món ngọt',
        description: 'Sô-cô-la đen hoặc bánh tarte tatin làm nổi bật chiều sâu của một ly XO.',
      },
    ],
  },
  articlesTitle: 'Câu chuyện mới nhất',
  videosTitle: 'Xem ngay',
  qualificationButton: 'Đăng ký chương trình chuyên nghiệp',
  productsTitle: 'Khám phá các dòng rượu',
  comparatorCta: 'So sánh các dòng cognac',
  connectedCta: 'Xem toàn bộ bộ sưu tập',
  carouselTitle: 'Bốn mùa ở Cognac',
  carouselLegends: [
    'Ruban Bleu, dòng phối trộn của nhà Solaine',
    'Một ly sidecar trên sân hiên bên sông',
    'Mùa thu hoạch ở Grande Champagne',
  ],
  nobligeMenu: ['Noblesse', 'Cocktail', 'Nhà rượu'],
  nobligeCta: 'Viết một tấm thiệp',
  sharedCardCta: 'Khám phá Noblesse',
  newsTitle: 'Tin mới nhất',
  eventFinder: {
    title: 'Đăng ký sự kiện',
    description:
      'Chọn một sự kiện trong danh sách và điền biểu mẫu: chỗ của bạn sẽ được xác nhận qua email.',
  },
}
