import type { TimelineSlug, TimelineText } from '../timeline'

/** The Chinese texts of the timeline, by slug. */
export const zh: Record<TimelineSlug, TimelineText> = {
  '1847-founding': {
    title: '創立',
    dateLabel: '1847 年春',
    summary: 'Élise Solaine 在夏朗德河畔買下第一座蒸餾器與一座穀倉，Maison Solaine 由此誕生。',
    body: [
      '年輕守寡的 Élise Solaine 將積蓄投入一座銅製蒸餾器，以及干邑附近河岸上的一座石砌穀倉。她那年冬天蒸餾出的第一批生命之水，至今仍有珍貴的幾滴，留存在酒莊最古老的調配之中。',
      '她選擇這條河，是因為河上的霧氣：她寫道，河岸濕潤的空氣「讓生命之水變得溫柔」。',
    ],
  },
  '1879-replanting': {
    title: '重新種植',
    dateLabel: '1879 年',
    summary: '根瘤蚜蟲害摧毀干邑的葡萄園後，Charles Solaine 將家族的葡萄藤重新種植在抗病砧木上。',
    body: [
      '短短幾年間，一種微小的昆蟲毀掉了區內大部分的葡萄藤。許多酒莊關門；Élise 的兒子 Charles 選擇等待，並重新種植。',
      '嫁接在美洲砧木上的新白玉霓於 1883 年迎來首次採收，而酒莊的蒸餾器從未停火。',
    ],
  },
  '1921-paradise-cellar': {
    title: '天堂酒窖',
    dateLabel: '1921 年秋',
    summary: 'Auguste Solaine 封存天堂酒窖，酒莊最古老的生命之水至今仍在其中沉睡。',
    body: [
      '在一扇以蠟封緘的橡木門後，Auguste 收藏了祖母與父親最珍稀的酒桶，其中有些已超過七十年。',
      '從那時起，天堂酒窖只為酒莊最重要的調配而開啟，每一次酒窖大師都會在同一本登記簿上寫下日期。',
    ],
  },
  '1962-open-doors': {
    title: 'quai des Chais 酒窖開放參觀',
    dateLabel: '1962 年',
    summary: '酒莊位於河畔 quai des Chais 的酒窖迎來第一批訪客。',
    body: [
      '第四代的 Marguerite Solaine 為想看看干邑在哪裡沉睡的旅人打開了酒窖大門。',
      '她設計的參觀路線，從蒸餾室到天堂酒窖的大門，至今仍是我們導覽員所依循的路線。',
    ],
  },
  '2004-cellar-master': {
    title: '新任酒窖大師',
    dateLabel: '2004 年',
    summary: '第六代傳人 Hélène Solaine 歷經十五年學徒生涯，成為酒窖大師。',
    body: [
      'Hélène 在父親身旁學習，每天早晨在同一時間、同樣的光線下品酒，直到能以盲品辨認出每一個產區。',
      '她以酒窖大師身分完成的第一款調配完整保留了酒莊風格；第二款則大膽地多了一分果香。',
    ],
  },
  '2024-masterclasses': {
    title: '大師課',
    dateLabel: '2024 年',
    summary: '酒莊透過大師課影片分享匠藝，第七代傳人也走進了酒窖。',
    body: [
      '為紀念悠久的歷史，酒莊邀請酒窖大師與蒸餾大師走到鏡頭前，傳授品鑑的藝術，以及從葡萄藤到酒杯的旅程。',
      '同一年，家族第七代開始在酒窖中學習耐心的藝術。',
    ],
  },
}
