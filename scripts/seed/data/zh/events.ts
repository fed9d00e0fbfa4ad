import type { EventWords } from '../events'

/** The Chinese words of the demo events: each kind's title and description, the picture alts. */
export const zh: EventWords = {
  kinds: {
    'tasting-xo': {
      title: 'Solaine XO 品鑑之夜',
      description:
        '由酒莊品牌大使帶領，以純飲、加水與加冰三種方式認識 Solaine XO。名額有限，須事先報名。',
    },
    'blending-masterclass': {
      title: '與酒窖大師一同調和的大師班',
      description:
        '直接從橡木桶品嚐四個產區的生命之水，再與專程從干邑帶來樣品的酒窖大師一起，調出屬於自己的調和。',
    },
    'cocktail-night': {
      title: 'Blue Martinet 雞尾酒之夜',
      description:
        '調酒師以 Blue Martinet 調製古典雞尾酒、高球，以及為當晚特別創作的雞尾酒。現場有音樂、小點與城市景觀。',
    },
    'food-pairing': {
      title: '干邑餐酒搭配晚宴',
      description:
        '由場地主廚準備的四道菜晚宴，每道菜都搭配一款酒莊干邑，從 V.S.O.P 到 Ruban Bleu。',
    },
    'cordon-bleu-chocolate': {
      title: 'Ruban Bleu 與黑巧克力',
      description:
        '巧克力職人與我們的品牌大使，將 Ruban Bleu 與來自馬達加斯加到厄瓜多的單一產地巧克力相互搭配。',
    },
    'rare-cognacs': {
      title: '天堂酒窖的珍稀干邑',
      description:
        '入座品鑑 Ruban Bleu Extra 與 L’Or d’Élise，並聆聽 1921 年封存的天堂酒窖的故事。僅限十二位賓客。',
    },
    'meet-aurore': {
      title: '飛翔的雨燕：與 Aurore 面對面',
      description:
        'Blue Martinet 限量版背後的壁畫藝術家 Aurore 將現場作畫，賓客同時品嚐 Blue Martinet。當晚提供簽名酒款。',
    },
    'highball-afterwork': {
      title: 'VS Single Estate 高球下班小聚',
      description:
        '下班後來杯長飲：VS Single Estate 搭配通寧水、薑汁汽水或氣泡水，調酒師會示範恰到好處的比例。',
    },
    'spirits-festival': {
      title: 'Maison Solaine 烈酒節',
      description:
        '歡迎來到本地烈酒節的酒莊攤位：品嚐全系列酒款、雞尾酒吧，以及介紹干邑釀製過程的短講。憑烈酒節門票入場。',
    },
  },
  alts: {
    tasting: '為品鑑而斟的一杯干邑',
    cocktail: '吧台上的干邑雞尾酒',
    portrait: 'Maison Solaine 的酒窖大師',
  },
}
