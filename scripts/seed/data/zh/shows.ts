import type { ArchivedShowSlug, ShowSlug, ShowText, ShowVenueText } from '../shows'

/** The Chinese texts of the shows, by slug. */
export const zh = {
  venue: {
    venue: 'Solaine 酒窖（quai des Chais）',
    city: '干邑',
    places: {
      greatCellar: '大酒窖',
      stillRoom: '蒸餾室',
      tastingRoom: '品鑑室',
      cellarBar: '酒窖酒吧',
      cooperage: '製桶坊',
    },
  } satisfies ShowVenueText,
  shows: {
    'autumn-strings-2025': {
      title: 'Solaine Sessions：秋日弦樂',
      excerpt: '弦樂四重奏、無伴奏大提琴與民謠三重奏，在大酒窖的酒桶間奏響。',
      body: [
        '十月的一個夜晚，大酒窖以弦樂之聲取代了酒桶的寂靜。Quatuor Lumen 以海頓作品揭開序幕，隨後大提琴家 Inès Garnier 在燭光下演奏巴哈組曲。',
        'Trio de la Charente 以河谷的歌謠為夜晚畫下句點；中場休息時，來賓並排品嚐了一款年輕的生命之水與一款 XO。',
      ],
    },
    'cellar-talks-wood-and-time': {
      title: '酒窖對談：木與時間',
      excerpt: '我們的製桶師、酒窖大師與一位歷史學家，暢談橡木與生命之水之間的漫長對話。',
      body: [
        '六月的一個夜晚，品鑑室化身為小小的講堂。Bastien Lefort 示範如何在火上彎曲桶板，Mathilde Roux 則為大家斟上在三種不同酒桶中陳年的同一款生命之水。',
        '歷史學家 Hélène Marchal 講述了夏朗德河上的橡木貿易，學徒製桶師 Léa Dubreuil 則分享她在工坊的歲月。晚會在觀眾提問與庭院中的一杯酒中畫下句點。',
      ],
    },
    'winter-jazz-in-the-chais': {
      title: '酒窖冬日爵士夜',
      excerpt: '新一季以大酒窖的爵士之夜揭開序幕，從五重奏一路到深夜黑膠。',
      body: [
        '12 月 12 日，大酒窖將為 2026–2027 年新一季的首場演出敞開大門。Amandine Rey 五重奏將演出以河流為靈感的全新曲目，隨後由歌手 Sacha Morel 在酒窖酒吧登場。',
        '晚上十點後由 Les Nuits Bleues 接棒，最後由 Émile Fontaine 播放精選爵士黑膠為夜晚作結。整晚供應干邑調酒；座位限額一百二十席。',
      ],
    },
  } satisfies Record<ShowSlug, ShowText>,
  archive: {
    'harvest-blues-2024': {
      title: 'Solaine 之夜：採收藍調',
      excerpt: '在酒窖酒吧以藍調為 2024 年採收季畫下句點。',
      body: ['最後一批葡萄入窖後，Lou Barrault 與來自河畔的樂團讓酒窖酒吧充滿藍調樂聲。'],
    },
    'winter-choir-2024': {
      title: 'Solaine 之夜：冬日合唱',
      excerpt: '四十個歌聲迴盪在大酒窖的拱頂下。',
      body: ['Chœur de Saintonge 合唱團在橡木桶間、只靠燭光照明，演唱當地的冬季頌歌。'],
    },
    'spring-piano-2025': {
      title: 'Solaine 之夜：春日鋼琴',
      excerpt: '品鑑室裡的鋼琴獨奏會，中場品嚐年輕干邑。',
      body: ['春天的第一道光灑進品鑑室時，Camille Aubert 演奏了德布西與薩提的作品。'],
    },
    'summer-jazz-2025': {
      title: 'Solaine 之夜：夏日爵士',
      excerpt: '六月的漫長夜晚，在製桶坊的桶板與桶箍間聆聽爵士。',
      body: ['Trio Charente 在製桶師傅的工作檯之間演出，夜晚在庭院裡以干邑通寧畫下句點。'],
    },
    'cellar-talks-the-still-2026': {
      title: '酒窖講堂：蒸餾器',
      excerpt: '酒窖大師在銅製蒸餾器旁講解第二次蒸餾。',
      body: ['Mathilde Roux 說明如何截取蒸餾的酒心，賓客並品嚐剛從蒸餾器流出的透明生命之水。'],
    },
  } satisfies Record<ArchivedShowSlug, ShowText>,
}
