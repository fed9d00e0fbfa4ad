import type { ArchivedShowSlug, ShowSlug, ShowText, ShowVenueText } from '../shows'

/** The Vietnamese texts of the shows, by slug. */
export const vi = {
  venue: {
    venue: 'Hầm rượu Solaine, quai des Chais',
    city: 'Cognac',
    places: {
      greatCellar: 'Hầm lớn',
      stillRoom: 'Phòng chưng cất',
      tastingRoom: 'Phòng thưởng rượu',
      cellarBar: 'Quầy bar trong hầm',
      cooperage: 'Xưởng đóng thùng',
    },
  } satisfies ShowVenueText,
  shows: {
    'autumn-strings-2025': {
      title: 'Solaine Sessions: Dây đàn mùa thu',
      excerpt:
        'Một tứ tấu đàn dây, một cây cello độc tấu và một nhóm tam tấu dân gian giữa những thùng rượu của Hầm lớn.',
      body: [
        'Trong một buổi tối tháng Mười, Hầm lớn đã đổi sự tĩnh lặng của những thùng rượu lấy âm thanh của dây đàn. Quatuor Lumen mở màn với Haydn, trước khi nghệ sĩ cello Inès Garnier trình diễn các tổ khúc của Bach dưới ánh nến.',
        'Trio de la Charente khép lại đêm diễn bằng những bài hát của thung lũng sông, và trong giờ giải lao, khách mời đã nếm song song một loại eau-de-vie non và một ly XO.',
      ],
    },
    'cellar-talks-wood-and-time': {
      title: 'Trò chuyện trong hầm: Gỗ và thời gian',
      excerpt:
        'Người thợ đóng thùng, bậc thầy hầm rượu của chúng tôi và một nhà sử học bàn về cuộc đối thoại dài giữa gỗ sồi và eau-de-vie.',
      body: [
        'Vào tháng Sáu, phòng thưởng rượu đã biến thành một khán phòng nhỏ cho một buổi tối trò chuyện. Bastien Lefort trình diễn cách uốn thanh gỗ trên lửa, còn bà Mathilde Roux rót cùng một loại eau-de-vie được ủ trong ba thùng khác nhau.',
        'Nhà sử học Hélène Marchal kể về việc buôn bán gỗ sồi trên sông Charente, và cô thợ học việc Léa Dubreuil chia sẻ về những năm tháng trong xưởng. Buổi tối khép lại với những câu hỏi của khán giả và một ly rượu ngoài sân.',
      ],
    },
    'winter-jazz-in-the-chais': {
      title: 'Đêm jazz mùa đông trong hầm rượu',
      excerpt:
        'Mùa diễn mới mở màn bằng một đêm jazz trong Hầm lớn, từ nhóm ngũ tấu đến những đĩa than lúc khuya.',
      body: [
        'Ngày 12 tháng 12, Hầm lớn mở cửa cho đêm diễn đầu tiên của mùa 2026–2027. Amandine Rey Quintet trình diễn chương trình mới lấy cảm hứng từ dòng sông, tiếp theo là ca sĩ Sacha Morel tại quầy bar trong hầm.',
        'Les Nuits Bleues lên sân khấu sau mười giờ tối, và Émile Fontaine khép lại buổi tối với tuyển chọn những đĩa nhạc jazz. Cocktail cognac được phục vụ suốt đêm; số chỗ giới hạn ở một trăm hai mươi.',
      ],
    },
  } satisfies Record<ShowSlug, ShowText>,
  archive: {
    'harvest-blues-2024': {
      title: 'Solaine Sessions: Blues mùa thu hoạch',
      excerpt: 'Nhạc blues ở quầy bar trong hầm khép lại mùa thu hoạch 2024.',
      body: [
        'Khi những chùm nho cuối cùng đã về, quầy bar trong hầm ngập tràn tiếng blues của Lou Barrault và một ban nhạc ven sông.',
      ],
    },
    'winter-choir-2024': {
      title: 'Solaine Sessions: Dàn hợp xướng mùa đông',
      excerpt: 'Bốn mươi giọng ca dưới mái vòm của Hầm lớn.',
      body: [
        'Dàn hợp xướng Chœur de Saintonge hát những bài ca mùa đông của vùng giữa các thùng rượu, chỉ với ánh nến.',
      ],
    },
    'spring-piano-2025': {
      title: 'Solaine Sessions: Piano mùa xuân',
      excerpt: 'Buổi độc tấu piano trong phòng thưởng rượu, cùng một ly cognac trẻ lúc giải lao.',
      body: [
        'Camille Aubert chơi Debussy và Satie khi ánh sáng đầu xuân tràn qua cửa sổ phòng thưởng rượu.',
      ],
    },
    'summer-jazz-2025': {
      title: 'Solaine Sessions: Jazz mùa hè',
      excerpt: 'Nhạc jazz giữa những thanh gỗ và đai thùng của xưởng vào một tối tháng Sáu dài.',
      body: [
        'Trio Charente biểu diễn giữa những bàn làm việc của thợ đóng thùng, và đêm nhạc khép lại với cognac tonic ngoài sân.',
      ],
    },
    'cellar-talks-the-still-2026': {
      title: 'Cellar Talks: Nồi chưng cất',
      excerpt: 'Bậc thầy hầm rượu nói về lần chưng cất thứ hai, bên những nồi đồng.',
      body: [
        'Mathilde Roux giải thích cách tách phần tinh túy của mẻ chưng cất, và khách được nếm rượu mạnh trong vắt vừa chảy ra từ nồi.',
      ],
    },
  } satisfies Record<ArchivedShowSlug, ShowText>,
}
