import type { FoodRecipeSlug, FoodRecipeText } from '../food-recipes'

/** The Chinese texts of the food recipes, by slug. */
export const zh: Record<FoodRecipeSlug, FoodRecipeText> = {
  'duck-breast-cognac-pepper-sauce': {
    title: '鴨胸佐干邑胡椒醬',
    description:
      '外皮酥脆的鴨胸，搭配以 XO 干邑火焰燒製的奶油胡椒醬，再佐一杯同款干邑：適合兩人共享的法式小館經典。',
    steps: [
      {
        title: '處理鴨胸',
        description:
          '鴨胸提前 20 分鐘從冰箱取出。在鴨皮上劃出菱格紋，注意不要切到肉，兩面輕輕撒鹽。',
      },
      {
        title: '逼出油脂',
        description:
          '鴨皮朝下放入冷鍋，以中小火煎 8 至 10 分鐘，邊煎邊倒出融化的油脂。翻面再煎 3 至 4 分鐘，移到溫熱的盤子上靜置。',
      },
      {
        title: '火焰燒酒',
        description:
          '鍋中留一匙鴨油，放入紅蔥頭與胡椒炒軟約 2 分鐘。離火後倒入干邑，站遠一點小心點火。',
      },
      {
        title: '完成醬汁',
        description:
          '火焰熄滅後加入雞高湯，收汁至一半。拌入鮮奶油，小火煮到醬汁能裹住湯匙背面，離火後拌入奶油。',
      },
      {
        title: '切片上桌',
        description: '鴨胸切片，淋上醬汁，撒一小撮鹽之花。搭配一杯室溫的 XO 享用。',
      },
    ],
  },
  'cognac-flambeed-prawns': {
    title: '干邑火焰大蝦佐蒜片與巴西里',
    description:
      '大明蝦以蒜香奶油煎香，再用 V.S.O.P 干邑點火燒製，最後以檸檬與巴西里提味：十分鐘就能上桌、讓餐桌熱鬧起來的前菜。',
    steps: [
      { title: '處理大蝦', description: '剝去蝦殼但保留蝦尾，挑除背部的腸泥，再用廚房紙巾拭乾。' },
      {
        title: '煎香',
        description:
          '大平底鍋以大火加熱橄欖油與奶油，放入蒜片與辣椒碎，再將大蝦平鋪一層，每面煎 1 分鐘。',
      },
      {
        title: '點火燒酒',
        description: '將鍋子離火，倒入干邑，用長火柴小心點燃，輕輕晃動鍋子直到火焰熄滅。',
      },
      {
        title: '調味上桌',
        description:
          '撒鹽調味，擠上檸檬汁並撒上巴西里。立即上桌，搭配酥脆麵包與一杯加冰的 V.S.O.P。',
      },
    ],
  },
  'dark-chocolate-cognac-mousse': {
    title: '黑巧克力干邑慕斯',
    description:
      '口感輕盈、巧克力風味濃郁的慕斯，以 Ruban Bleu 干邑與柳橙皮屑提香。前一天做好，搭配同款干邑享用。',
    steps: [
      {
        title: '融化巧克力',
        description: '將巧克力與奶油放入碗中，隔著微滾的熱水加熱，攪拌至滑順。離火放涼 5 分鐘。',
      },
      { title: '調味', description: '逐一拌入蛋黃，再加入干邑與柳橙皮屑。' },
      {
        title: '打發蛋白',
        description: '蛋白加鹽打至濕性發泡，再分次加入細砂糖，打到硬挺有光澤。',
      },
      {
        title: '拌合',
        description:
          '先取三分之一蛋白霜拌入巧克力糊使其變軟，再用刮刀由底部往上輕輕翻拌其餘蛋白霜，直到看不見白色紋路。',
      },
      {
        title: '冷藏',
        description: '分裝到六個杯子裡，冷藏至少 4 小時。上桌前 10 分鐘取出，搭配一杯 Ruban Bleu。',
      },
    ],
  },
}
