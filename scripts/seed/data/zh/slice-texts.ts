import type { SliceTexts } from '../slice-texts'

/** The Chinese texts of the home, house and history pages and the footer. */
export const zh: SliceTexts = {
  homeTitle: '耐心的藝術',
  homeBlockTitle: '來自夏朗德河畔的干邑',
  homeBlockHeadline: '自 1847 年起，Maison Solaine 將干邑葡萄園的陽光蒸餾成沉靜而深邃的生命之水。',
  homeRichText: [
    '每一瓶酒都始於葡萄園，白玉霓葡萄在大西洋的天空下緩緩成熟。',
    '我們的干邑經銅製蒸餾器兩次蒸餾，於法國橡木桶中陳年，再由酒窖大師品嚐歲月的饋贈後調配而成。',
  ],
  houseTitle: '酒莊',
  houseText: [
    'Maison Solaine 是一座家族干邑酒莊，由 Élise Solaine 創立於大香檳區的白堊丘陵。',
    '六代之後，酒莊仍在河畔自家的酒窖中陳釀每一款生命之水。',
  ],
  historyTitle: '我們的歷史',
  historyText: [
    '1847 年：Élise Solaine 在夏朗德河畔買下第一座蒸餾器與一座穀倉。',
    '1921 年：「天堂酒窖」封存，珍藏酒莊最古老的生命之水。',
    '今天：第七代酒窖大師正在學習耐心的藝術。',
  ],
  footerText:
    'Maison Solaine，法國干邑市 16100 quai des Chais 12 號。本網站內容僅供已達法定飲酒年齡的成年人瀏覽。',
  disclaimer: '禁止酒駕 飲酒過量 有害健康',
}
