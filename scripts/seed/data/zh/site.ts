import type { SiteTexts } from '../site'

/** The Chinese site texts (age gate, footer newsletter, recycling note). */
export const zh: SiteTexts = {
  ageGateTitle: '歡迎來到 Maison Solaine',
  ageGateText: '請輸入您的出生日期。您必須達到所在國家的法定飲酒年齡才能瀏覽本網站。',
  ageGateRefusal: '抱歉，您尚未達到瀏覽本網站的年齡。',
  newsletterTitle: '酒窖消息',
  newsletterLabel: '您的電子郵件',
  newsletterCheckbox:
    '我已達法定飲酒年齡，並同意透過電子郵件接收 Maison Solaine 的最新消息與優惠。我可隨時取消訂閱。',
  newsletterCta: '訂閱',
  newsletterSuccessTitle: '謝謝您',
  newsletterSuccessLabel: '請點擊我們剛寄出的確認連結，您很快就會收到來自酒窖的消息。',
  recycling: '我們的酒瓶與禮盒皆可回收，請妥善分類。',
  crestAlt: 'Maison Solaine 家徽',
  ageGateAlt: '酒窖拱廊下成排的干邑橡木桶',
  bannerAlt: '禁止酒駕 飲酒過量 有害健康',
}
