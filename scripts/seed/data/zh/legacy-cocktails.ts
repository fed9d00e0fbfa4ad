import type { LegacyCocktailSlug, LegacyCocktailText } from '../legacy-cocktails'

/** The Chinese texts of the legacy cocktails, by slug. */
export const zh: Record<LegacyCocktailSlug, LegacyCocktailText> = {
  sidecar: {
    texts: {
      title: '側車',
      description:
        '1920 年代的經典調酒，杯口沾糖：V.S.O.P 干邑、橙皮利口酒與新鮮檸檬，搖盪至冰涼清爽。',
      steps: [
        {
          title: '杯口沾糖',
          description: '以少許檸檬汁沾濕冰鎮淺碟杯的外緣，再輕輕滾上一圈細砂糖。',
        },
        {
          title: '材料倒入雪克杯',
          description: '將干邑、橙皮利口酒與檸檬汁倒入雪克杯，加冰塊至約四分之三滿。',
        },
        {
          title: '用力搖盪',
          description: '用力搖盪約十秒，直到杯身冰得幾乎握不住，再經雙重過濾倒入淺碟杯。',
        },
        {
          title: '以柳橙收尾',
          description: '在杯口上方擰轉柳橙皮，釋放精油香氣，再將果皮放入杯中。',
        },
      ],
      servingTips: '請趁杯口糖霜還在時立即享用。杯口只沾一半糖，讓每位賓客自行選擇入口的一側。',
      quote: '酸爽與溫潤各占一半：我們都用側車，教每一位新進調酒師如何平衡一杯調酒。',
    },
    history: {
      title: '誕生於兩次大戰之間',
      paragraphs: [
        '側車大約出現在第一次世界大戰末期，巴黎與倫敦的酒吧都聲稱自己最先端出這杯酒。它的名字常被認為與當時機車旁的邊車有關。',
        '早期酒譜以干邑、橙皮利口酒和檸檬等比例調製。數十年來，調酒師逐漸提高干邑的比例，這也是我們今天的調法。',
      ],
    },
  },
  julep: {
    texts: {
      title: '朱利普',
      description:
        '新鮮薄荷、些許糖漿與 Blue Martinet 干邑，倒在堆成小山的碎冰上：一杯適合炎熱午後慢慢啜飲的消暑長飲。',
      steps: [
        {
          title: '喚醒薄荷',
          description:
            '將大部分薄荷葉與糖漿放入朱利普杯或古典杯，以搗棒輕輕按壓。只需壓出香氣，不要把葉子搗碎。',
        },
        {
          title: '加入干邑',
          description: '倒入干邑，加碎冰至半滿，用吧匙攪拌，直到杯身外側結霜。',
        },
        { title: '堆上冰頂', description: '將其餘碎冰壓實、堆成圓頂，再灑上少許苦精。' },
        {
          title: '裝飾',
          description: '把最後幾片薄荷葉插在碎冰上、短吸管旁，讓每一口都伴隨薄荷清香。',
        },
      ],
      servingTips: '請握住杯底，避免手溫融化杯上的霜。短吸管能讓鼻子更貼近薄荷的香氣。',
      quote: '朱利普需要耐心：持續攪拌到杯身泛白結霜，才算大功告成。',
    },
    history: {
      title: '從美國南方到酒莊吧檯',
      paragraphs: [
        '十九世紀初，美國已流行飲用朱利普；在根瘤蚜蟲害摧毀歐洲葡萄園之前，干邑正是調製它最常用的烈酒之一。',
        '等到干邑地區的葡萄園重新種植，美國南方早已改用威士忌。我們的朱利普回歸這份更早的酒譜，以 Blue Martinet 帶來溫潤與層次。',
      ],
    },
  },
  float: {
    texts: {
      title: '干邑漂浮飲',
      description:
        '一球香草冰淇淋、Blue Martinet 干邑，再加上冒著氣泡的薑汁汽水：大人版的冷飲店甜點，可以用湯匙挖著吃，也能用吸管慢慢喝。',
      steps: [
        { title: '冰鎮杯子', description: '將高杯放入冷凍庫冰十分鐘，再放入一球香草冰淇淋。' },
        { title: '倒入干邑', description: '沿著冰淇淋緩緩倒入干邑，讓酒液順著杯壁流下。' },
        {
          title: '補滿即可享用',
          description:
            '將杯子稍微傾斜，輕輕補滿薑汁汽水，讓泡沫升起而不溢出。最後撒上一小撮現磨肉豆蔻。',
        },
      ],
      servingTips: '搭配長柄匙與吸管上桌。先品嘗綿密泡沫，再隨著冰淇淋融入干邑慢慢啜飲。',
      quote: 'Blue Martinet 本身就帶著香草香氣，正好與冰淇淋相互呼應。',
    },
  },
  'ginger-spice': {
    texts: {
      title: '辛香薑味',
      description:
        '新鮮薑片、萊姆與蜂蜜，和 V.S.O.P 干邑一同搖盪，再以薑汁啤酒延長並撒上肉桂粉：暖身又清爽。',
      steps: [
        { title: '搗壓薑片', description: '將薑片與蜂蜜糖漿放入雪克杯，用搗棒壓出薑汁。' },
        { title: '搖盪', description: '加入干邑、萊姆汁與一把冰塊，搖盪約八秒。' },
        {
          title: '濾入新冰',
          description: '以細濾網濾入裝滿新冰塊的高球杯，避免薑的纖維落入杯中。',
        },
        {
          title: '補滿並添香',
          description: '補滿薑汁啤酒，從杯底輕輕攪拌一下，最後撒上一小撮肉桂粉。',
        },
      ],
      servingTips:
        '喜歡更酸爽口感的賓客，可在杯緣放一塊萊姆角。選用辛辣的薑汁啤酒會更奔放，溫和的則更圓潤。',
      quote: '薑能喚醒 V.S.O.P 在橡木桶中多年培養出的辛香。',
    },
  },
}
