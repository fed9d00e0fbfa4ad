import type { PagesCopy } from '../pages'

/** 示範頁面的繁體中文文字（zh-hk、zh-tw）。 */
export const zh: PagesCopy = {
  pages: {
    newsletter: {
      title: '電子報',
      headline: '來自酒窖的消息，一年四次。',
      intro: [
        '採收紀事、新品發表、調酒酒譜與酒莊邀約：立即訂閱，每逢新的季節都會收到 Solaine 的來信。',
      ],
    },
    newsletterThanks: {
      title: '感謝您的訂閱',
      headline: '您的第一封干邑來信已在路上。',
      intro: [
        '我們已寄出一封電子郵件，請確認您的電子信箱。確認完成後，您將在換季時收到我們的下一封來信。',
      ],
    },
    videoCard: {
      title: '影音賀卡',
      headline: '送出一份會動的祝福。',
      intro: ['選一個時刻，寫下幾句話，我們會將它化為一段短片，讓您與想祝福的人分享。'],
    },
    videoCardCreate: {
      title: '製作您的影音賀卡',
      headline: '三個步驟，一分鐘，一次舉杯。',
      intro: ['挑選一個酒莊場景，加上受祝福者的名字與您的留言，賀卡即可立即分享。'],
    },
    videoCardShare: {
      title: '給您的影音賀卡',
      headline: '有人為您舉杯。',
      intro: ['按下播放，觀看專為您製作的賀卡，再親手製作一張回贈對方。'],
    },
    masterclass: {
      title: '大師課程',
      headline: '跟著釀酒人認識干邑。',
      intro: [
        '由我們的酒窖大師與調配師主講的短篇影音課程：從葡萄藤到酒杯，依您的步調學習。完成每一堂課，即可解鎖下一個等級。',
      ],
    },
    shows: {
      title: '演出',
      headline: '每個夏夜，酒窖裡都有音樂。',
      intro: ['每年六月至九月，酒莊向來自夏朗德與各地的音樂人敞開酒窖。以下是本季節目。'],
    },
    contact: {
      title: '聯絡我們',
      headline: '對酒款、參觀或活動有任何疑問嗎？',
      intro: ['我們在干邑的團隊會於兩個工作天內以英文或法文回覆每一則訊息。'],
    },
    craftsmanship: {
      title: '工藝',
      headline: '每一款生命之水背後，都是耐心的手藝。',
      intro: ['蒸餾、製桶、陳年與調配：自 1847 年以來，酒莊始終親手守護這四門技藝。'],
    },
    timeline: {
      title: '大事紀',
      headline: '在夏朗德河畔的一百八十年。',
      intro: [
        '1847 年：Élise Solaine 點燃第一座蒸餾器。1892 年：酒莊首批酒箱運往倫敦。1921 年：「天堂酒窖」封存。1968 年：Blue Martinet 調和誕生。今天：第七代傳人正學習耐心的藝術。',
      ],
    },
    booking: {
      title: '預約 Ruban Bleu 之旅',
      headline: '在酒莊核心度過兩小時。',
      intro: [
        '漫步葡萄園，走進酒窖，並與導覽員一同品嚐 Ruban Bleu。請在下方選擇參觀日期與導覽語言。',
      ],
    },
    visitUs: {
      title: '參觀酒莊',
      headline: '干邑市 quai des Chais 12 號：大門為您敞開。',
      intro: ['酒莊全年開放預約參觀，提供導覽、品酒與葡萄園散步行程。'],
    },
    indigo: {
      title: 'Indigo 私人參觀',
      headline: '一場圍繞 Ruban Bleu 的私人品酒會。',
      intro: [
        'Indigo 參觀僅接待最多六人的小團體，最後在藍色品酒室結束，Ruban Bleu 將與構成它的生命之水並列呈上。',
      ],
    },
    cocktails: {
      title: '調酒',
      headline: '干邑：攪拌、搖盪、延展。',
      intro: ['經典調酒與調酒師的全新酒譜，依口味分類：柔和、綿密、甜美、酸爽或微苦。'],
    },
    foodRecipes: {
      title: '美食食譜',
      headline: '與一杯干邑最相配的料理。',
      intro: ['來自我們干邑廚房的食譜，每一道都附上最適合搭配的調和。'],
    },
    articles: {
      title: '文章',
      headline: '來自葡萄園、酒窖與吧檯的故事。',
      intro: ['認識塑造酒莊每一瓶酒的人物、地方與手藝。'],
    },
    videos: {
      title: '影片',
      headline: '看看酒莊如何工作。',
      intro: ['在干邑拍攝的採收、蒸餾之夜與調和誕生的過程。'],
    },
    qualification: {
      title: '專業人士',
      headline: '調酒師、侍酒師與零售商：歡迎加入我們的專業計畫。',
      intro: ['請介紹您的酒吧或店鋪。資料審核通過後，您將收到技術資料、培訓邀請與新品樣品。'],
    },
    playlists: {
      title: '歌單',
      headline: '品酒時的音樂。',
      intro: ['慢板爵士配 XO，明亮的靈魂樂配 Sidecar：我們的歌單陪伴每一個品酒時刻。'],
    },
    collection: {
      title: '酒款系列',
      headline: '從 V.S.O.P 到天堂酒窖最珍稀的調和。',
      intro: ['酒莊的每一款干邑、它的個性，以及最適合它的時刻。'],
    },
    nftCollection: {
      title: '數位典藏',
      headline: '每一只編號醒酒瓶，都有專屬的數位證書。',
      intro: ['我們限量版的每一只醒酒瓶都配有數位分身，證明其來源，並隨著它從一位主人傳到下一位。'],
    },
    comparator: {
      title: '比較我們的干邑',
      headline: '並列品評，逐一比較風味。',
      intro: ['從系列中選擇兩到三款干邑，比較它們的年份、香氣與飲用方式。'],
    },
    comparatorResults: {
      title: '您的比較結果',
      headline: '這就是您所選干邑的差異。',
      intro: ['年份、香氣輪廓、飲用方式與餐酒搭配：一眼看清您所選酒款的不同。'],
    },
    tags: {
      title: '主題',
      headline: '依主題瀏覽酒莊的故事。',
      intro: ['葡萄園、酒窖、調酒、傳承：選擇一個主題，閱讀所有相關內容。'],
    },
    search: {
      title: '搜尋',
      headline: '尋找一款干邑、一杯調酒或一則故事。',
      intro: ['輸入一個關鍵字：調和名稱、食材、地點或人名。'],
    },
    terms: {
      title: '使用條款',
      headline: '本網站的使用規則。',
      intro: [
        '本網站由 Maison Solaine 發行，地址為法國干邑市 quai des Chais 12 號（16100）。使用本網站即表示您同意本條款。',
        '本網站僅供居住國法定飲酒年齡以上的成年人瀏覽。內容僅供參考，可能隨時變更，恕不另行通知。',
        '本網站的文字、圖片與影片均屬 Maison Solaine 所有，未經書面許可不得轉載使用。',
      ],
    },
    privacy: {
      title: '隱私權政策',
      headline: '我們蒐集哪些資料、用途為何，以及您如何掌握自己的資料。',
      intro: [
        '我們只蒐集您提供的資料（訂閱電子報時的電子信箱、預約參觀時的聯絡資料），以及網站運作所需的資料。',
        '我們絕不出售您的資料。資料保存至您取消訂閱或會員資格為止，最長不超過最後一次聯繫後三年。',
        '您可隨時來信 privacy@maison-solaine.test 查閱、更正或刪除您的資料。',
      ],
    },
    cookies: {
      title: 'Cookie 政策',
      headline: '本網站使用的 Cookie 與您的選擇。',
      intro: [
        '必要 Cookie 會記住您的年齡確認與語言設定，無法關閉。',
        '流量分析與社群媒體 Cookie 僅在您同意後才會設定；您可隨時透過每頁底部的 Cookie 設定撤回同意。',
      ],
    },
    nutrition: {
      title: '營養資訊',
      headline: '一杯干邑裡有什麼。',
      intro: [
        '我們的干邑以白葡萄釀製，經兩次蒸餾並於橡木桶中陳年。不添加糖；可能使用焦糖以維持色澤一致。',
        '每 100 毫升（酒精濃度 40%）：熱量 231 大卡（955 千焦）、脂肪 0 公克、碳水化合物 0 公克、蛋白質 0 公克、鈉 0 毫克。',
      ],
    },
    storeLocator: {
      title: '門市查詢',
      headline: '在您附近找到我們的干邑。',
      intro: ['在地圖上查看您周邊販售酒莊干邑的酒商、百貨公司與酒吧。'],
    },
    eventFinder: {
      title: '活動',
      headline: '您附近的品酒會、大師課程與晚宴。',
      intro: ['酒莊走訪各地：找到您所在城市的下一場品酒會或大師課程，輕鬆完成報名。'],
    },
    connectedBottle: {
      title: '您的酒瓶',
      headline: '每一瓶酒，都有自己的故事。',
      intro: [
        '每瓶酒瓶頸上的標籤都帶有酒莊簽署的代碼。用手機掃描，即可得知這瓶酒是否為正品、何時裝瓶，以及先前被掃描過幾次。接著認識它的故事與最佳的飲用方式。',
      ],
    },
    carousel: {
      title: '酒莊時光',
      headline: '用影像記錄干邑的一年。',
      intro: ['滑動瀏覽酒莊的四季，從採收到第一次品酒。'],
    },
    noblige: {
      title: 'Noblesse',
      headline: 'Maison Solaine 的贈禮之道。',
      intro: [
        'Noblesse 是我們的禮贈服務：挑選一瓶酒，用您自己的話寫一張卡片，我們會在干邑親手包裝後一併送達。',
      ],
    },
    nobligeSharedCard: {
      title: '給您的卡片',
      headline: '有人寫信給您。',
      intro: ['這張卡片伴隨一瓶專為您挑選的酒。打開它，讀讀留言，想珍藏多久都可以。'],
    },
    news: {
      title: '最新消息',
      headline: 'Maison Solaine 的最新動態。',
      intro: ['新品、獎項、採收札記與酒莊生活。'],
    },
    quizzJourneys: {
      title: '哪一段旅程屬於您？',
      headline: '五個問題，找到您走進酒莊的路。',
      intro: ['傳承、天使的分享，還是匠心工藝：回答幾個問題，我們將為您推薦最適合的旅程。'],
    },
  },
  alts: {
    visitHeader: 'Maison Solaine 位於河畔的陳年酒窖',
    visitTasting: '品酒室吧檯上的一杯干邑',
    visitCellarTour: '酒窖石拱下的橡木桶',
    visitVineyardWalk: '夕陽下白堊山坡上的葡萄藤',
    craftStill: '蒸餾廠的銅製蒸餾器',
    craftPortrait: '酒莊的酒窖大師',
    galleryVineyard: '夏末的白玉霓葡萄藤',
    galleryCellar: '在天堂酒窖中靜置的酒桶',
    galleryGlass: '一杯琥珀色干邑的鬱金香杯',
    galleryCooper: '正在製作橡木桶的製桶師',
    carouselBottle: '溫暖光線下的一瓶 Ruban Bleu',
    carouselCocktail: '點綴柳橙皮的 Sidecar 調酒',
    carouselHarvest: '採收季節的葡萄園',
    contactPortrait: '迎接訪客的酒莊導覽員',
    nobligeAgeGate: '深紅色的抽象波紋',
    indigoBottle: '藍色品酒室中的一瓶 Ruban Bleu',
  },
  newsletterButton: '立即訂閱',
  thanksCta: '探索我們的調酒',
  videoCardCta: '製作影音賀卡',
  videoCardShareCta: '製作您自己的賀卡',
  sessionsTitle: '從這幾堂課開始',
  lineUp: {
    title: '今夏演出陣容',
    places: ['天堂酒窖', '河畔露台', '製桶坊中庭'],
  },
  contact: {
    subtitle: '在干邑',
    title: '導覽員為您解答',
    description: [
      '無論是關於干邑、團體參觀或私人活動的問題，歡迎來信。請告訴我們您居住的國家，以便我們用合適的語言回覆。',
    ],
    emailButton: '寄送電子郵件',
    formButton: '開啟聯絡表單',
  },
  craft: {
    subtitle: '蒸餾',
    title: '兩度穿越銅器',
    description: [
      '每年十一月至三月，採收所釀的葡萄酒會在我們的銅製蒸餾器中蒸餾兩次。只有第二次蒸餾的酒心，才能成為生命之水。',
    ],
    imageLegend: '整個蒸餾季，蒸餾器日夜都有人看守。',
    quote: '偉大的干邑不是釀出來的，而是等出來的。',
    quoteLabel: '酒窖大師如是說',
    quoteAuthor: 'Hélène Marchand，酒窖大師',
    galleryTitle: '在酒莊的雙手之間',
    galleryLegends: ['八月的葡萄園', '天堂酒窖', '第一次聞香', '在製桶坊'],
  },
  timelineCta: '閱讀我們的歷史',
  booking: {
    title: '選擇日期',
    description: '週二至週六提供英語與法語導覽，每場最多十二人。',
  },
  visit: {
    title: '造訪 Maison Solaine',
    subtitle: '導覽、品酒與葡萄園散步',
    description:
      '走進 quai des Chais 上的酒莊大門，沿著一款生命之水的足跡，從蒸餾器一路走到天堂酒窖。',
    details: [
      '週二至週六，上午 10 點至下午 6 點開放',
      '導覽時間 1 至 2 小時',
      '須預約，限 18 歲以上',
    ],
    quote: '每位訪客離開時，衣服上都帶著一點天使的分享。',
    quoteLabel: '導覽員常說',
    quoteAuthor: 'Camille，酒莊導覽員',
    bookButton: '預約參觀',
    itemsTitle: '選擇您的體驗',
    items: ['品酒體驗', '酒窖導覽', '葡萄園散步'],
    itemButton: '預約',
    sectionTitle: '您將看到的風景',
    slices: [
      {
        subtitle: '酒窖',
        title: '讓時間發揮作用的地方',
        description: [
          '數千只橡木桶靜置在夏朗德河畔的酒窖中，潮濕的空氣年復一年地讓生命之水變得圓潤。',
        ],
      },
      {
        subtitle: '葡萄園',
        title: '白堊、陽光與耐心',
        description: [
          '從酒莊出發，短短散步即可抵達我們位於大香檳區的葡萄園，白堊土壤上種滿白玉霓。',
        ],
      },
    ],
    cta: '了解 Indigo 參觀',
  },
  indigo: {
    eyebrow: '私人參觀',
    title: 'Indigo：圍繞 Ruban Bleu',
    content: [
      'Indigo 參觀將帶您走進 Ruban Bleu 各款生命之水在調和前陳年的酒窖。',
      '最後在藍色品酒室結束：Ruban Bleu 與其中三款生命之水並列呈上，讓您品嚐每一款帶來的風味。',
    ],
    caption: '藍色品酒室每次接待六位賓客。',
    button: '預約 Indigo 參觀',
  },
  cocktailsTitle: '我們最愛的酒譜',
  howTo: {
    title: '干邑與美食的搭配之道',
    steps: [
      {
        title: '從年份開始',
        description: '年輕果香的干邑適合清爽前菜；陳年干邑則偏愛濃郁料理。',
      },
      {
        title: '呼應香氣',
        description: '杯中有果乾、香草與辛香，盤中也以相同風味呼應。',
      },
      {
        title: '留意溫度',
        description: '干邑以室溫飲用，搭配鹹食時可加入一塊冰塊。',
      },
      {
        title: '以甜點收尾',
        description: '黑巧克力或反烤蘋果塔，最能襯托 XO 的深度。',
      },
    ],
  },
  articlesTitle: '最新故事',
  videosTitle: '立即觀看',
  qualificationButton: '申請加入專業計畫',
  productsTitle: '探索系列酒款',
  comparatorCta: '比較我們的干邑',
  connectedCta: '查看完整系列',
  carouselTitle: '干邑的四季',
  carouselLegends: ['Ruban Bleu，酒莊的招牌調和', '河畔露台上的一杯 Sidecar', '大香檳區的採收'],
  nobligeMenu: ['Noblesse', '調酒', '酒莊'],
  nobligeCta: '寫一張卡片',
  sharedCardCta: '認識 Noblesse',
  newsTitle: '最新消息',
  eventFinder: {
    title: '報名活動',
    description: '從清單中選擇活動並填寫表單，報名成功後將以電子郵件確認。',
  },
}
