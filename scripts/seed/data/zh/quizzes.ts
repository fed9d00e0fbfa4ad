import type { QuizSlug, QuizText } from '../quizzes'

/** The Chinese texts of the quizzes, by slug. */
export const zh: Record<QuizSlug, QuizText> = {
  'quizz-cognac-profile': {
    texts: {
      title: '你是哪一種干邑？',
      intro: '回答四個關於你的喜好與心愛時刻的問題，我們會告訴你哪一種干邑風格最像你。',
      seoDescription: '參加 Maison Solaine 干邑個性測驗：四個問題，找到最符合你口味的干邑風格。',
      questions: [
        {
          question: '你理想中的夜晚？',
          answers: [
            '日落時分和朋友們在屋頂露台相聚',
            '一頓悠長、捨不得離席的晚餐',
            '一張扶手椅、一本好書與一片寧靜',
          ],
        },
        {
          question: '選一種香氣',
          answers: ['熟杏桃與蜂蜜', '皮革、菸草與無花果乾', '柑橘皮與白色花朵'],
        },
        {
          question: '你喜歡怎麼喝？',
          answers: ['室溫純飲，用鬱金香杯', '加通寧水和大量冰塊的長飲', '只放一顆大冰塊'],
        },
        {
          question: '你最喜歡的季節？',
          answers: ['春天，萬物甦醒之時', '冬天，在爐火旁', '夏末，果實成熟之時'],
        },
      ],
      outcomes: [
        {
          title: '明亮活潑',
          description:
            '你熱愛清新與好友相伴。試試帶有果香與花香的年輕干邑，純飲或調成長飲都很出色。',
        },
        {
          title: '圓潤大方',
          description: '你懂得慢慢享受。帶有熟果、蜂蜜與一絲辛香的干邑，能陪你度過漫長的夜晚。',
        },
        {
          title: '深邃沉思',
          description:
            '你喜歡隨時間慢慢展現的事物。帶有皮革、乾果與 rancio 氣息的陳年調配正是為你而生。',
        },
      ],
    },
  },
  'quizz-journeys': {
    texts: {
      title: '哪一段旅程屬於你？',
      intro: '四個問題，幫你找到最打動你的 Maison Solaine 之旅：它的歷史、它的酒窖，或是它的匠藝。',
      seoDescription: '參加 Maison Solaine 旅程測驗，發現最適合你的旅程：傳承、天使的分享或匠藝。',
      questions: [
        {
          question: '參觀時，什麼最先吸引你？',
          answers: ['老照片與家族書信', '酒窖裡的香氣', '運轉中的銅製蒸餾器'],
        },
        {
          question: '你會問酒窖大師什麼？',
          answers: [
            '怎麼知道一款調配已經完成？',
            '一切是怎麼開始的？',
            '蒸發掉的生命之水去了哪裡？',
          ],
        },
        {
          question: '你會帶什麼紀念品回家？',
          answers: ['一小瓶直接從酒桶取出的生命之水', '一本品鑑筆記本', '一張老酒標的複刻版'],
        },
        {
          question: '你最喜歡一天中的哪個時刻？',
          answers: ['黃昏，說故事的時候', '黎明，工作開始的時候', '夜晚，酒窖一片寂靜的時候'],
        },
      ],
      outcomes: [
        {
          title: '傳承',
          description: '你著迷於故事，以及書寫故事的人。跟隨 Solaine 家族，從 1847 年走到今天。',
        },
        {
          title: '天使的分享',
          description: '你喜愛神秘與緩慢流逝的時光。走進生命之水呼吸、牆面漸漸變黑的酒窖。',
        },
        {
          title: '匠藝',
          description: '你想了解事物是如何誕生的。跟隨葡萄園、蒸餾器與調配室裡的每一個動作。',
        },
      ],
    },
  },
  'cognac-knowledge': {
    texts: {
      title: '你對干邑了解多少？',
      intro: '五個關於葡萄、蒸餾器與酒窖的問題。測試你的知識，再透過我們的大師課更進一步。',
      seoDescription: 'Maison Solaine 的五題干邑測驗：葡萄品種、蒸餾、陳年與酒窖用語。',
      questions: [
        { question: '大多數干邑是用哪一種葡萄釀造的？', answers: ['白玉霓', '夏多內', '梅洛'] },
        { question: '干邑要經過幾次蒸餾？', answers: ['一次', '三次', '兩次'] },
        {
          question: '什麼是「天使的分享」？',
          answers: ['招待賓客的第一杯酒', '從酒桶中蒸發的生命之水', '酒窖大師的私人珍藏'],
        },
        {
          question: '酒標上的 V.S.O.P. 代表什麼保證？',
          answers: ['至少在橡木桶中陳年四年', '至少在橡木桶中陳年十年', '在雪莉桶中陳年'],
        },
        {
          question: '干邑酒莊的「天堂」是什麼？',
          answers: ['酒莊的品酒室', '最高山丘上的葡萄園', '存放最古老生命之水的酒窖'],
        },
      ],
      outcomes: [
        {
          title: '好奇的味蕾',
          description: '每個人都有起點。從我們的品鑑大師課開始：三集短片，教你讀懂一杯干邑。',
        },
        {
          title: '干邑愛好者',
          description: '你已熟知基礎。透過會員專屬大師課走進幕後，從採收一路到橡木桶。',
        },
        {
          title: '干邑行家',
          description:
            '全部答對：酒窖大師也會把天堂酒窖的鑰匙交給你。用我們最古老的調配之一來慶祝吧。',
        },
      ],
    },
    explanations: [
      '白玉霓釀出的葡萄酒清淡、酸度高，非常適合蒸餾，幾乎種滿了整個干邑產區。',
      '干邑須在銅製壺式蒸餾器中蒸餾兩次：第一次得到初餾液，第二次才得到生命之水。',
      '每年約有 2% 的酒液透過橡木桶蒸發，這就是「天使的分享」。',
      'V.S.O.P.（Very Superior Old Pale）表示調配中最年輕的生命之水至少在橡木桶中陳年四年。',
      '「天堂」是酒莊存放最古老生命之水的酒窖，這些酒常常裝在玻璃大瓶中。',
    ],
  },
}
