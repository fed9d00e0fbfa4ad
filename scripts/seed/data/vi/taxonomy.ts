import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The Vietnamese texts of the tags and categories, by slug. */
export const vi = {
  tags: {
    heritage: {
      title: 'Di sản',
      description: 'Những con người, địa danh và dấu mốc đã làm nên Maison Solaine từ năm 1847.',
    },
    craftsmanship: {
      title: 'Tay nghề',
      description: 'Chưng cất, đóng thùng, ủ và phối trộn: những đôi tay đứng sau mỗi chai rượu.',
    },
    mixology: {
      title: 'Pha chế',
      description:
        'Cognac trong bình lắc: kỹ thuật, công thức kinh điển và ý tưởng mới từ quầy bar.',
    },
    vineyard: {
      title: 'Vườn nho',
      description:
        'Đá phấn, cây nho và thời tiết: một năm của những trái nho sẽ thành rượu của chúng tôi.',
    },
    tasting: {
      title: 'Thưởng thức',
      description: 'Cách ngửi, nếm và phục vụ cognac, uống nguyên chất hay dùng trong bữa ăn.',
    },
    events: {
      title: 'Sự kiện',
      description:
        'Hòa nhạc, trò chuyện và ngày mở cửa tại nhà Solaine và trên các chặng lưu diễn.',
    },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: 'Chuyện của nhà',
      description: 'Những chương trong đời sống của Maison Solaine và những người làm nên nó.',
    },
    'savoir-faire': {
      title: 'Bí quyết nghề',
      description: 'Từ cây nho đến ly rượu: cognac được trồng, chưng cất, ủ và phối trộn ra sao.',
    },
    'art-of-living': {
      title: 'Nghệ thuật sống',
      description: 'Cognac trên bàn ăn, bên quầy bar và giữa những người bạn.',
    },
  } satisfies Record<CategorySlug, TermText>,
}
