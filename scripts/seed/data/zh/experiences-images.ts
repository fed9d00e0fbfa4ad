import type { ExperienceImage } from '../experiences-images'

/** The Chinese alts of the experiences artwork. */
export const zh: Record<ExperienceImage, string> = {
  journeyHeritage: '以溫暖棕褐色調呈現的酒莊創辦人肖像',
  journeyAngels: '靜謐酒窖石拱頂下靜置的橡木桶',
  journeySavoirFaire: '淡淡陽光下在白堊丘陵上起伏的葡萄園',
  chapterStill: '如蒸餾器曲線般流轉的銅色光影',
  chapterCellar: '酒窖幽光中一排排陳年橡木桶',
  chapterVineyard: '夏末光線中逐漸成熟的白玉霓葡萄藤',
  chapterGlass: '一杯深琥珀色干邑的鬱金香杯',
  timeline1847: '1847 年創立酒莊的 Élise Solaine',
  timeline1921: '天堂酒窖封存的大門',
  sessionTasting: '一杯準備品鑑的干邑',
  sessionVine: '黎明時分的葡萄園，每一瓶干邑的起點',
  episodeNose: '微微傾斜以釋放干邑香氣的酒杯',
  episodePalate: '第一小口琥珀色干邑',
  episodeFinish: '幾近見底、仍留有橡木香氣的酒杯',
  episodeHarvest: '白玉霓葡萄行間的採收季節',
  episodeDistillation: '銅色與琥珀色交織的波紋，猶如運轉中的蒸餾器',
  episodeAgeing: '在河畔酒窖中陳年的法國橡木桶',
  quizProfile: '一瓶等待與您口味相遇的干邑',
  quizJourneys: '藍色暮空下穿過葡萄園的小徑',
  quizKnowledge: '深藍與琥珀色的曲線，宛如在杯中旋轉的干邑',
}
