import type { V2CocktailSlug, V2CocktailText } from '../v2-cocktails'

/** The Chinese texts of the V2 cocktails, by slug: the card, then each bloc in page order. */
export const zh: Record<V2CocktailSlug, V2CocktailText> = {
  'crisp-green-tea': {
    texts: {
      title: '清爽綠茶',
      description:
        '冰鎮綠茶、小黃瓜與 Blue Martinet 干邑，再以蘇打水延長：一杯輕盈、帶青草香的高球，最適合初夏的傍晚。',
    },
    blocs: [
      {},
      {
        tips: '煎茶能帶來青草般的鮮活口感；焙茶則更圓潤，帶有堅果香。無論哪一種，都不要把熱茶直接倒在冰上，以免稀釋酒味。',
      },
      {
        steps: [
          {
            title: '沖泡並冷卻茶湯',
            description: '以 80°C 的熱水沖泡綠茶，只泡兩分鐘，保持鮮爽不苦澀，再放入冰箱冷卻。',
            large: '80°C',
          },
          {
            title: '直接在杯中調製',
            description: '高球杯中放入冰塊與小黃瓜片，加入干邑、綠茶、檸檬汁與蜂蜜糖漿，攪拌十秒。',
          },
          {
            title: '注入蘇打水',
            description: '補滿蘇打水，用吧匙由下往上輕輕提拉一次，保留氣泡。',
          },
        ],
      },
      {
        texts: {
          subtitle: 'Blue Martinet',
          title: '為調酒而生',
          description:
            'Blue Martinet 是酒莊為長飲打造的干邑：明亮的果香、些許辛香，以及足夠的骨架，在茶香與氣泡中依然鮮明。',
          buttons: ['認識 Blue Martinet'],
        },
      },
      {},
    ],
  },
  'robust-coffee': {
    texts: {
      title: '濃烈咖啡',
      description:
        '短萃義式濃縮、XO 干邑與咖啡利口酒，搖盪出絲絨般的泡沫：餐後咖啡與餐後酒，一杯同時滿足。',
    },
    blocs: [
      {},
      {
        tips: '義式濃縮萃取後請在一分鐘內使用，新鮮的克麗瑪才能讓泡沫飽滿。搖盪時使用大冰塊，既能降溫又不會過度稀釋。',
      },
      {
        texts: {
          title: '搖製濃烈咖啡',
          description: '首席調酒師示範如何以十五秒的用力搖盪，讓濃縮咖啡與 XO 化為絲絨般的泡沫。',
        },
      },
      {
        steps: [
          {
            title: '萃取濃縮咖啡',
            description: '萃取一份短濃縮，趁熱拌入德麥拉拉蔗糖，使其完全溶解。',
          },
          {
            title: '倒入雪克杯',
            description: '將加糖的濃縮咖啡、干邑與咖啡利口酒倒入裝滿冰塊的雪克杯。',
          },
          {
            title: '搖出泡沫',
            description: '用力搖盪十五秒，咖啡油脂會打發成濃密綿細的泡沫。',
            large: '15 秒',
          },
          { title: '過濾並裝飾', description: '經雙重過濾倒入冰鎮淺碟杯，在泡沫上放三顆咖啡豆。' },
        ],
      },
      {
        texts: {
          title: '「推咖啡」的傳統',
          paragraphs: [
            '在法國咖啡館，喝完一杯濃咖啡後，習慣再來一小杯干邑，稱為 pousse-café，意思是「把咖啡推下去」的酒。也有人喜歡直接把干邑倒進咖啡杯，這種喝法叫作 café arrosé。',
            '濃烈咖啡將兩者融為一杯。XO 帶有可可、蜜餞果乾與香料的氣息，足以與深焙咖啡分庭抗禮。',
          ],
        },
      },
      {},
    ],
  },
  'swift-old-fashioned': {
    texts: {
      title: 'Swift 古典雞尾酒',
      description:
        '最純粹的經典：Blue Martinet 干邑、一顆方糖、苦精與一抹柳橙皮，倒在一顆大冰塊上。',
    },
    blocs: [
      {},
      {
        texts: {
          subtitle: '酒莊風格',
          title: '三種材料，無所遁形',
          description:
            '杯中材料如此精簡，整杯酒全靠干邑撐起。Blue Martinet 帶來香草、蜜餞果乾與乾淨的木質尾韻，方糖與苦精只是為它鑲上邊框。',
          quote: '古典雞尾酒是為干邑調味，而不是堆疊出一杯調酒。',
          buttons: ['認識 Blue Martinet'],
        },
      },
      {
        tips: '大冰塊融化得慢，最後一口和第一口一樣好喝。提早一分鐘從冷凍庫取出，倒入干邑時冰塊就不容易裂開。',
      },
      {
        steps: [
          {
            title: '溶解方糖',
            description: '將方糖放入攪拌杯，淋上苦精與清水，用吧匙背面壓碎，直到完全溶解。',
          },
          { title: '加入干邑', description: '倒入干邑，並在攪拌杯中加滿冰塊。' },
          {
            title: '攪拌',
            description: '攪拌約三十秒，直到酒液冰涼滑順，再濾入放有大冰塊的古典杯。',
            large: '30 秒',
          },
          {
            title: '加入柳橙皮',
            description: '在杯口上方擰出柳橙皮的精油，沿杯緣擦一圈後放入杯中。',
          },
        ],
      },
      {
        texts: {
          title: '老派的喝法',
          paragraphs: [
            '1880 年代，調酒師開始在酒裡加入各種利口酒與苦艾酒，有些客人於是要求照「老派的方式」調一杯：烈酒、糖、水和苦精，僅此而已。',
            '干邑正是當年這樣調製的烈酒之一。我們的 Swift 古典雞尾酒堅守最初的四種材料，讓 Blue Martinet 自己說話。',
          ],
        },
      },
      {},
    ],
  },
  'chevalier-noir': {
    texts: {
      title: '黑騎士',
      description:
        'Ruban Bleu 干邑、紅香艾酒、黑莓利口酒與巧克力苦精，攪拌後倒入淺碟杯：一杯深沉絲滑、屬於深夜的調酒。',
    },
    blocs: [
      {},
      {
        tips: '香艾酒開瓶後請冷藏保存，新鮮的香艾酒能讓調酒保持明亮。冬天可以用一顆櫻桃代替黑莓。',
      },
      {
        steps: [
          {
            title: '冰鎮酒杯',
            description: '調酒時先在淺碟杯中放入冰塊與清水，讓酒液倒入時杯子已經冰涼。',
          },
          {
            title: '攪拌',
            description: '將干邑、香艾酒、黑莓利口酒與苦精倒入裝滿冰塊的攪拌杯，攪拌二十五秒。',
            large: '25 秒',
          },
          {
            title: '過濾並裝飾',
            description: '倒掉杯中冰水，將酒液濾入杯中，再把兩顆黑莓串在酒籤上，橫放於杯緣。',
          },
        ],
      },
      {
        texts: {
          title: '攪拌而成的黑騎士',
          description: '只攪拌，不搖盪：看看酒莊吧檯如何調製我們最深沉的一杯酒。',
        },
      },
      {
        texts: {
          subtitle: 'Ruban Bleu',
          title: '黑色果實遇上 Ruban Bleu',
          description:
            'Ruban Bleu 帶有李子、烘焙咖啡與香料的氣息，最適合搭配深沉的風味。黑莓與紅香艾酒與之呼應，卻從不掩蓋干邑本色。',
          buttons: ['認識 Ruban Bleu', '尋找門市'],
        },
      },
      {
        texts: {
          title: '黑騎士之夜',
          paragraphs: [
            '黑騎士第一次端上桌，是在干邑鎮的酒莊吧檯，一個秋天的夜晚，當年最後一批葡萄剛剛壓榨完畢。調酒師們想要一杯像 Ruban Bleu 沉睡的酒窖一樣深沉的調酒。',
            '它的名字來自酒窖門上那尊身披黑色盔甲的騎士雕像，世世代代的酒窖工人進門時都會向他致意。',
          ],
        },
      },
      {},
    ],
  },
}
