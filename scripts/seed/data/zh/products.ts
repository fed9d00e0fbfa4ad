import type { ProductWords } from '../products'

/** Distillation texts shared by several cuvées. */
const fineLees = '於夏朗德銅製壺式蒸餾器中帶細酒泥二次蒸餾'
const onLees = '帶酒泥於夏朗德銅製壺式蒸餾器中二次蒸餾'

/**
 * The Chinese texts of the collection: the cuvées, the limited editions' stories, the cover and
 * bottle alts.
 */
export const zh: ProductWords = {
  cuvees: {
    'vs-single-distillery': {
      title: 'Solaine VS Single Estate',
      small_description: '來自夏朗德河畔單一蒸餾廠的明亮果香型 VS。',
      description: [
        '多數干邑調和了許多蒸餾廠的生命之水。這一款只出自芬布瓦產區的一座蒸餾廠，同一位蒸餾師已照看那些銅製蒸餾器三十個採收季。',
        '年輕、活潑、果香豐沛，適合加冰與通寧水，或搖製成側車雞尾酒，純飲同樣出色。',
      ],
      colour: '明亮金色',
      nose: '新鮮西洋梨、葡萄花與一絲香草。',
      palate: '活潑多汁，帶有李子、檸檬皮與輕微烘烤香。',
      finish: '短而乾淨，帶一點白胡椒。',
      cru: '芬布瓦（Fins Bois）',
      cask_type: '年輕的細紋法國橡木桶',
      distillation: '於單一蒸餾廠的夏朗德銅製壺式蒸餾器中二次蒸餾',
    },
    'v-s-o-p': {
      title: 'Solaine V.S.O.P',
      small_description: '圓潤大方的 V.S.O.P，成熟杏桃與洋槐蜂蜜在杯中相遇。',
      description: [
        '我們的 V.S.O.P 在利穆贊橡木桶中陳釀至少四年，調和邊林區與芬布瓦區的生命之水，因其圓潤與果香而入選。',
        '這是酒莊招待朋友的干邑：純飲便討人喜歡，加一塊冰最為迷人，也可以加薑汁汽水延長享受。',
      ],
      colour: '金琥珀色',
      nose: '成熟杏桃、洋槐蜂蜜與烤杏仁。',
      palate: '圓潤柔順，帶核果、柔和香草與一絲肉桂。',
      finish: '中等長度，溫和辛香。',
      cru: '邊林區與芬布瓦區',
      cask_type: '利穆贊森林法國橡木',
      distillation: fineLees,
    },
    'blue-swift': {
      title: 'Solaine Blue Martinet',
      small_description: '我們的 V.S.O.P，於曾盛裝肯塔基波本威士忌的橡木桶中完成熟成。',
      description: [
        '每個夏日傍晚，雨燕掠過我們酒窖下方的夏朗德河。Blue Martinet 的名字來自牠們，性格則來自一段旅程：一款 V.S.O.P 干邑，最後在浸潤過波本的美國橡木桶中休憩。',
        '這段過桶為它帶來焦糖、香草與溫柔的暖意，天生適合調製古典雞尾酒，也適合晚餐後慢慢品一杯。',
      ],
      colour: '深金色，泛銅色光澤',
      nose: '焦糖、香草莢與烤蘋果。',
      palate: '絲滑，帶太妃糖、熟香蕉與烘烤橡木。',
      finish: '溫暖悠長，帶甜美辛香。',
      cru: '芬布瓦區與邊林區',
      cask_type: '法國橡木，再於美國橡木波本桶中過桶',
      distillation: fineLees,
    },
    xo: {
      title: 'Solaine XO',
      small_description: '濃郁辛香的 XO，以大香檳區與小香檳區的白堊土壤為根基。',
      description: [
        'Solaine XO 調和了兩百多種生命之水，皆至少陳釀十年，來自大香檳區、小香檳區與邊林區。',
        '它的招牌是溫暖帶胡椒感的豐厚，襯著蜜餞果香。請以鬱金香杯純飲，入口前讓它醒幾分鐘。',
      ],
      colour: '深琥珀色',
      nose: '杏桃乾、無花果、黑胡椒與雪松。',
      palate: '飽滿濃郁，帶蜜餞水果、丁香與新鮮核桃。',
      finish: '悠長溫暖，胡椒香氣綿延。',
      cru: '大香檳區、小香檳區與邊林區',
      cask_type: '中度烘烤法國橡木桶，再轉入老桶',
      distillation: onLees,
    },
    'cordon-bleu': {
      title: 'Solaine Ruban Bleu',
      small_description: '酒莊的藍絲帶調和，花香馥郁、口感絲絨，以邊林區為主導。',
      description: [
        '1912 年，Jean Solaine 在他最好的調和酒瓶頸繫上一條藍色絲帶，這個名字從此流傳。Ruban Bleu 以邊林區的生命之水為核心；邊林區是干邑最小的產區，以紫羅蘭香氣聞名。',
        '它至少陳釀十二年，結合邊林區的花香與大香檳區老酒的深度。建議純飲，或搭配一小塊黑巧克力。',
      ],
      colour: '琥珀色，泛紅木光澤',
      nose: '紫羅蘭、糖漬橙皮與薑餅。',
      palate: '絲絨般柔滑，帶李子、烘焙咖啡與摩卡。',
      finish: '悠長優雅，帶辛香與果乾。',
      cru: '邊林區與大香檳區',
      cask_type: '來自特朗賽森林的法國橡木老桶',
      distillation: onLees,
    },
    'cordon-bleu-extra': {
      title: 'Solaine Ruban Bleu Extra',
      small_description: '更進一步的 Ruban Bleu：取自酒莊「天堂酒窖」的極陳年生命之水。',
      description: [
        'Ruban Bleu Extra 從 Ruban Bleu 止步之處開始。酒窖大師選用二十五年以上的生命之水，它們靜靜躺在天堂酒窖的百年橡木桶中。',
        '歲月賦予它們「陳香」（rancio）——老干邑罕有的氣息，令人想起核桃、皮革與林間土壤。這是一款屬於漫長夜晚與從容對話的干邑。',
      ],
      colour: '深紅木色',
      nose: '無花果乾、鳶尾花、檀香與雪茄盒。',
      palate: '濃稠而層次分明，帶蜜餞水果、黑巧克力與陳年皮革。',
      finish: '極為悠長，木質調，陳香深邃。',
      cru: '邊林區與大香檳區',
      cask_type: '天堂酒窖中的百年法國橡木桶',
      distillation: onLees,
    },
    'lor-de-jean-gold': {
      title: 'L’Or d’Élise Gold',
      small_description: '獻給 Jean Solaine 的致敬之作：珍稀大香檳區生命之水，盛於鎏金水晶瓶中。',
      description: [
        'Jean Solaine 於 1921 年封存天堂酒窖，讓孫輩得以繼承其中的珍藏。L’Or d’Élise 匯集其中最稀有的部分：陳釀四十年以上的大香檳區生命之水。',
        '以 42% 酒精濃度裝瓶，保留每一分細節，盛裝於附有編號、頂覆鎏金瓶塞的水晶瓶中。倒一小杯，給它一些時間：它在杯中每一分鐘都在變化。',
      ],
      colour: '深紅木色，泛金色光澤',
      nose: '蜂蠟、菸葉、乾燥玫瑰與陳年茶色波特酒。',
      palate: '深邃且層次豐富，帶糖漬橙皮、核桃、皮革與可可。',
      finish: '彷彿無盡，陳香與檀香交織。',
      cru: '大香檳區',
      cask_type: '百年法國橡木桶，之後移入玻璃大肚瓶',
      distillation: '帶酒泥二次蒸餾；最老的生命之水可追溯至 1960 年代',
    },
  },
  editions: {
    'blue-swift-limited-edition-by-aurore': {
      title: 'Blue Martinet Aurore 限量版',
      small_description: '由馬賽壁畫藝術家 Aurore 彩繪外盒的 Blue Martinet：雨燕掠過午夜藍的天空。',
      description: [
        '為了這個版本，我們邀請在馬賽街頭作畫的壁畫藝術家 Aurore 為 Blue Martinet 換上新裝。她以白色與銅色的一筆畫，在午夜藍上描繪出一群飛翔的雨燕。',
        '瓶中仍是您熟悉的 Blue Martinet，於波本桶中完成熟成。本版本附有編號，不再重製。',
      ],
    },
    'vs-single-distillery-limited-edition-by-celeste': {
      title: 'VS Single Estate Céleste 限量版',
      small_description: '單一蒸餾廠 VS，酒標由插畫家 Céleste 繪製，是一幅夏朗德河的夜間地圖。',
      description: [
        'Céleste 擅長為人們描繪重要之地的地圖。她為我們畫下夜晚的河流：蒸餾廠、干邑鎮的橋梁，以及倒映在水中的星光，以銀色印在深藍酒標上。',
        '瓶中是我們的 VS Single Estate，明亮果香，適合長飲與夏日夜晚。編號限量發行，售完為止。',
      ],
    },
  },
  covers: {
    vineyard: '夏末的芬布瓦葡萄園',
    river: '夏朗德河上的藍色暮光',
    cellar: '在 quai des Chais 酒窖中靜置的橡木桶',
    paradise: '天堂酒窖，最古老的生命之水在此沉睡',
    artists: '午夜藍與銅色的筆觸',
  },
  bottleAlt: (title) => `${title} 酒瓶`,
}
