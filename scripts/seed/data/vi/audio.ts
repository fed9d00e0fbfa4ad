import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The Vietnamese texts of the playlists and podcasts, by slug. */
export const vi = {
  playlists: {
    'amber-hour': {
      title: 'Giờ hổ phách',
      description:
        'Jazz chậm và soul nhẹ nhàng cho ly rượu đầu tiên của buổi tối, do đội ngũ phòng thưởng rượu của chúng tôi tuyển chọn.',
    },
    'harvest-sundays': {
      title: 'Chủ nhật mùa hái nho',
      description:
        'Nhạc folk mộc mạc cho những bữa trưa Chủ nhật dài bên bạn bè, như những bữa tiệc khép lại mùa hái nho.',
    },
    'late-in-the-chais': {
      title: 'Đêm khuya trong hầm rượu',
      description:
        'Nhạc ambient và downtempo cho những giờ sau nửa đêm, một phần được thu âm ngay giữa những thùng rượu của chúng tôi.',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: 'Tập 1: Đá phấn, đất và sự kiên nhẫn',
      excerpt:
        'Một người trồng nho và một nhà địa chất giải thích vì sao đá phấn của Grande Champagne cho ra những loại eau-de-vie trường tồn đến vậy.',
    },
    'the-still-room-at-dawn': {
      title: 'Tập 2: Phòng chưng cất lúc bình minh',
      excerpt:
        'Mùa chưng cất nhìn từ bên trong, cùng người thợ chưng cất thức trắng đêm canh những nồi đồng của chúng tôi.',
    },
    'tasting-with-the-cellar-master': {
      title: 'Tập 3: Nếm rượu cùng bậc thầy hầm rượu',
      excerpt:
        'Dành cho hội viên: bà Mathilde Roux dẫn dắt buổi nếm bốn loại eau-de-vie, từ hai đến bốn mươi năm tuổi. Hãy rót một ly và cùng nếm với bà.',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
