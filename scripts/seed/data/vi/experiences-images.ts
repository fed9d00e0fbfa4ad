import type { ExperienceImage } from '../experiences-images'

/** The Vietnamese alts of the experiences artwork. */
export const vi: Record<ExperienceImage, string> = {
  journeyHeritage: 'Chân dung người sáng lập ngôi nhà với tông màu nâu ấm',
  journeyAngels: 'Những thùng rượu nằm yên dưới mái vòm đá của một hầm rượu tĩnh lặng',
  journeySavoirFaire: 'Những vườn nho trải dài trên đồi đá phấn dưới ánh nắng nhạt',
  chapterStill: 'Những ánh đồng uốn lượn như đường cong của nồi chưng cất',
  chapterCellar: 'Những hàng thùng rượu cũ trong ánh sáng lờ mờ của hầm',
  chapterVineyard: 'Những gốc nho ugni blanc chín dần trong nắng cuối hè',
  chapterGlass: 'Ly tulip chứa cognac màu hổ phách đậm',
  timeline1847: 'Élise Solaine, người sáng lập ngôi nhà năm 1847',
  timeline1921: 'Cánh cửa niêm phong của hầm thiên đường',
  sessionTasting: 'Ly cognac sẵn sàng để nếm thử',
  sessionVine: 'Vườn nho lúc bình minh, nơi mọi chai cognac bắt đầu',
  episodeNose: 'Ly rượu nghiêng nhẹ để hương thơm cognac lan tỏa',
  episodePalate: 'Ngụm cognac hổ phách nhỏ đầu tiên',
  episodeFinish: 'Chiếc ly gần cạn vẫn còn vương mùi gỗ sồi',
  episodeHarvest: 'Mùa thu hoạch giữa những hàng nho ugni blanc',
  episodeDistillation: 'Những làn sóng màu đồng và hổ phách gợi nhớ nồi chưng cất đang hoạt động',
  episodeAgeing: 'Những thùng gỗ sồi Pháp đang ủ rượu trong hầm bên bờ sông',
  quizProfile: 'Một chai cognac đang chờ hợp với khẩu vị của bạn',
  quizJourneys: 'Con đường xuyên qua vườn nho dưới bầu trời chiều xanh thẳm',
  quizKnowledge: 'Những đường cong xanh thẫm và hổ phách như cognac xoáy trong ly',
}
