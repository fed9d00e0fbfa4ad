import type { NewsSlug, NewsText, ShortText, VideoSlug } from '../news'

/** The Chinese texts of the news and videos, by slug. */
export const zh = {
  news: {
    'tasting-room-reopens': {
      title: 'quai des Chais 品鑑室重新開放',
      excerpt: '歷經一整個冬天的整修，Maison Solaine 品鑑室自 2026 年 4 月 11 日起再度迎接訪客。',
      body: [
        '經過六個月的修復，Maison Solaine 的品鑑室於 2026 年 4 月 11 日重新開放。老橡木樑全數保留，吧檯如今面向河景，樓上新增的空間可容納最多十二人的團體。',
        '導覽品鑑每天舉行（週一除外），以法語及英語進行，歷時約一小時。建議事先預約；酒莊俱樂部會員可優先預訂週末場次。',
      ],
    },
    'cooperage-apprentices': {
      title: '三位學徒晉升製桶師',
      excerpt: '在我們的工坊歷經四年訓練後，三位學徒獨力完成了他們的第一個酒桶。',
      body: [
        '7 月 1 日，Léa、Hugo 與 Samir 各自向製桶大師組成的評審團展示了親手打造的酒桶，從劈開桶板到套上最後一道鐵箍，全由一人完成。三人全數通過，也都將留在酒莊。',
        '有了他們，Solaine 製桶坊自 1990 年以來首度恢復七人編制。他們打造的第一批酒桶，將用來盛裝 2026 年採收季的生命之水。',
      ],
    },
    'shows-season-2026-2027': {
      title: 'Solaine Shows 2026–2027 新一季回歸',
      excerpt: '今年冬天，音樂會與講座重返酒窖，首場為 12 月 12 日的爵士之夜。',
      body: [
        '我們在酒窖舉辦的音樂與講座之夜系列，今年冬天再度回歸。新一季將於 2026 年 12 月 12 日以「酒窖冬日爵士夜」揭開序幕，並一路持續到春天，帶來音樂會、朗讀會以及與酒莊職人的對談。',
        '每晚座位限額一百二十席。酒莊俱樂部會員可比一般大眾提早兩週訂位；完整節目請見我們的 Shows 頁面。',
      ],
    },
    'harvest-2026-report': {
      title: '2026 年採收：產量小，品質亮眼',
      excerpt: '最後一批葡萄於 10 月 14 日採收完畢。乾燥的夏季讓收成較少，但酸度出色。',
      body: [
        '最後一車白玉霓於 10 月 14 日抵達壓榨廠，為 9 月 22 日展開的採收季畫下句點。乾燥晴朗的夏季讓葡萄串健康但顆粒偏小，產量比過去五年平均低約一成。',
        '今年的葡萄酒清新明亮，正具備酒窖大師所期待的酸度。蒸餾將於十一月開始，並依產區規範須在 2027 年 3 月 31 日前完成。',
      ],
    },
  } satisfies Record<NewsSlug, NewsText>,
  videos: {
    'the-making-of-xo': {
      title: 'XO 的誕生',
      excerpt: '從蒸餾器到裝瓶線：用幾分鐘走進我們 XO 的誕生過程。',
    },
    'harvest-2026': {
      title: '2026 年採收季',
      excerpt: '清晨出發、滿載的拖車與第一道葡萄汁：大香檳區的 2026 年採收季。',
    },
    'a-cocktail-with-the-bartender': {
      title: '與調酒師共調一杯',
      excerpt: '品鑑室首席調酒師 Julien Marchetti 現場搖製一杯干邑酸酒，並逐步解說。',
    },
    'the-cellar-at-night': {
      title: '夜色中的酒窖',
      excerpt: '會員專享：閉館後，由酒窖大師帶領，靜靜漫步酒窖之中。',
    },
  } satisfies Record<VideoSlug, ShortText>,
}
