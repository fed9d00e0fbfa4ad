import type { SiteTexts } from '../site'

/** The Vietnamese site texts (age gate, footer newsletter, recycling note). */
export const vi: SiteTexts = {
  ageGateTitle: 'Chào mừng đến với Maison Solaine',
  ageGateText:
    'Vui lòng nhập ngày sinh. Bạn phải đủ tuổi uống rượu theo luật định tại quốc gia của mình để truy cập trang này.',
  ageGateRefusal: 'Rất tiếc, bạn chưa đủ tuổi để truy cập trang này.',
  newsletterTitle: 'Tin tức từ hầm rượu',
  newsletterLabel: 'Địa chỉ email của bạn',
  newsletterCheckbox:
    'Tôi đã đủ tuổi uống rượu theo luật định và đồng ý nhận tin tức, ưu đãi của Maison Solaine qua email. Tôi có thể hủy đăng ký bất cứ lúc nào.',
  newsletterCta: 'Đăng ký',
  newsletterSuccessTitle: 'Cảm ơn bạn',
  newsletterSuccessLabel:
    'Hãy mở liên kết xác nhận chúng tôi vừa gửi, bạn sẽ sớm nhận được tin từ hầm rượu.',
  recycling: 'Chai và hộp của chúng tôi có thể tái chế. Vui lòng phân loại.',
  crestAlt: 'Huy hiệu Maison Solaine',
  ageGateAlt: 'Mái vòm hầm rượu phía trên những hàng thùng cognac',
  bannerAlt: 'Không uống rượu khi lái xe',
}
