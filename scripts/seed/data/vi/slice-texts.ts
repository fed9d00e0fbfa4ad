import type { SliceTexts } from '../slice-texts'

/** The Vietnamese texts of the home, house and history pages and the footer. */
export const vi: SliceTexts = {
  homeTitle: 'Nghệ thuật của sự kiên nhẫn',
  homeBlockTitle: 'Cognac từ đôi bờ sông Charente',
  homeBlockHeadline:
    'Từ năm 1847, Maison Solaine chưng cất ánh sáng của những vườn nho Cognac thành rượu mạnh sâu lắng và tĩnh tại.',
  homeRichText: [
    'Mỗi chai rượu bắt đầu từ vườn nho, nơi nho ugni blanc chín chậm dưới bầu trời Đại Tây Dương.',
    'Được chưng cất hai lần trong nồi đồng và ủ trong gỗ sồi Pháp, cognac của chúng tôi do một bậc thầy hầm rượu phối trộn, người nếm những gì năm tháng đã trao.',
  ],
  houseTitle: 'Ngôi nhà',
  houseText: [
    'Maison Solaine là một nhà cognac gia đình, do Élise Solaine sáng lập trên những ngọn đồi đá phấn của Grande Champagne.',
    'Sáu thế hệ sau, ngôi nhà vẫn ủ từng loại rượu trong hầm riêng bên dòng sông.',
  ],
  historyTitle: 'Lịch sử của chúng tôi',
  historyText: [
    '1847: Élise Solaine mua nồi chưng cất đầu tiên và một nhà kho bên sông Charente.',
    '1921: hầm thiên đường được niêm phong, lưu giữ những loại rượu lâu năm nhất của nhà.',
    'Hôm nay: thế hệ thứ bảy của các bậc thầy hầm rượu học nghệ thuật của sự kiên nhẫn.',
  ],
  footerText:
    'Maison Solaine, 12 quai des Chais, 16100 Cognac, Pháp. Nội dung chỉ dành cho người trưởng thành đủ tuổi uống rượu theo luật định.',
  disclaimer: 'Hãy thưởng thức có trách nhiệm',
}
