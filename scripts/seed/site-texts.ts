import type { Language } from '../../src/i18n/locales'

/** Site options texts per language: age gate, footer newsletter, recycling note. */
export interface SiteTexts {
  ageGateTitle: string
  ageGateText: string
  ageGateRefusal: string
  newsletterTitle: string
  newsletterLabel: string
  newsletterCheckbox: string
  newsletterCta: string
  newsletterSuccessTitle: string
  newsletterSuccessLabel: string
  recycling: string
  crestAlt: string
  bannerAlt: string
}

export const SITE_TEXTS: Record<Language, SiteTexts> = {
  en: {
    ageGateTitle: 'Welcome to Maison Solaine',
    ageGateText:
      'Please enter your date of birth. You must be of legal drinking age in your country to visit this site.',
    ageGateRefusal:
      'Sorry, you are not old enough to visit this site. Please come back when you are.',
    newsletterTitle: 'News from the cellar',
    newsletterLabel: 'Your email address',
    newsletterCheckbox:
      'I am of legal drinking age and agree to receive news and offers from Maison Solaine by email. I can unsubscribe at any time.',
    newsletterCta: 'Subscribe',
    newsletterSuccessTitle: 'Thank you',
    newsletterSuccessLabel:
      'Follow the link we have just emailed you to confirm, and you will hear from the cellar soon.',
    recycling: 'Our bottles and cases are recyclable. Please sort them.',
    crestAlt: 'The Maison Solaine crest',
    bannerAlt: 'Drink responsibly',
  },
  fr: {
    ageGateTitle: 'Bienvenue à la Maison Solaine',
    ageGateText:
      'Veuillez indiquer votre date de naissance. Vous devez avoir l’âge légal de consommer de l’alcool dans votre pays pour visiter ce site.',
    ageGateRefusal:
      'Désolés, vous n’avez pas l’âge requis pour visiter ce site. Revenez quand vous l’aurez.',
    newsletterTitle: 'Des nouvelles du chai',
    newsletterLabel: 'Votre adresse e-mail',
    newsletterCheckbox:
      'J’ai l’âge légal de consommer de l’alcool et j’accepte de recevoir par e-mail les nouvelles et offres de la Maison Solaine. Je peux me désabonner à tout moment.',
    newsletterCta: 'S’abonner',
    newsletterSuccessTitle: 'Merci',
    newsletterSuccessLabel:
      'Suivez le lien que nous venons de vous envoyer pour confirmer : vous aurez bientôt des nouvelles du chai.',
    recycling: 'Nos bouteilles et coffrets se recyclent. Pensez à les trier.',
    crestAlt: 'Le blason de la Maison Solaine',
    bannerAlt: 'L’abus d’alcool est dangereux pour la santé',
  },
  es: {
    ageGateTitle: 'Bienvenido a Maison Solaine',
    ageGateText:
      'Introduzca su fecha de nacimiento. Debe tener la edad legal para beber en su país para visitar este sitio.',
    ageGateRefusal:
      'Lo sentimos, no tiene la edad necesaria para visitar este sitio. Vuelva cuando la tenga.',
    newsletterTitle: 'Noticias de la bodega',
    newsletterLabel: 'Su correo electrónico',
    newsletterCheckbox:
      'Tengo la edad legal para beber y acepto recibir por correo noticias y ofertas de Maison Solaine. Puedo darme de baja en cualquier momento.',
    newsletterCta: 'Suscribirse',
    newsletterSuccessTitle: 'Gracias',
    newsletterSuccessLabel:
      'Siga el enlace que le acabamos de enviar para confirmar y pronto tendrá noticias de la bodega.',
    recycling: 'Nuestras botellas y estuches son reciclables. Sepárelos, por favor.',
    crestAlt: 'El escudo de Maison Solaine',
    bannerAlt: 'Evite el exceso',
  },
  pl: {
    ageGateTitle: 'Witamy w Maison Solaine',
    ageGateText:
      'Podaj datę urodzenia. Aby odwiedzić tę stronę, musisz mieć ukończony wiek uprawniający do spożywania alkoholu w swoim kraju.',
    ageGateRefusal: 'Przykro nam, nie masz jeszcze odpowiedniego wieku, aby odwiedzić tę stronę.',
    newsletterTitle: 'Wieści z piwnic',
    newsletterLabel: 'Twój adres e-mail',
    newsletterCheckbox:
      'Jestem osobą pełnoletnią i zgadzam się na otrzymywanie wiadomości i ofert Maison Solaine e-mailem. Mogę zrezygnować w każdej chwili.',
    newsletterCta: 'Zapisz się',
    newsletterSuccessTitle: 'Dziękujemy',
    newsletterSuccessLabel:
      'Kliknij link, który właśnie wysłaliśmy, aby potwierdzić, a wkrótce otrzymasz wieści z piwnic.',
    recycling: 'Nasze butelki i opakowania nadają się do recyklingu. Segreguj je.',
    crestAlt: 'Herb Maison Solaine',
    bannerAlt: 'Alkohol szkodzi zdrowiu',
  },
  zh: {
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
    bannerAlt: '禁止酒駕 飲酒過量 有害健康',
  },
  vi: {
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
    bannerAlt: 'Không uống rượu khi lái xe',
  },
  ru: {
    ageGateTitle: 'Добро пожаловать в Maison Solaine',
    ageGateText:
      'Укажите дату рождения. Чтобы посетить сайт, вы должны достичь возраста, с которого в вашей стране разрешено употребление алкоголя.',
    ageGateRefusal: 'К сожалению, вы ещё не достигли возраста, необходимого для посещения сайта.',
    newsletterTitle: 'Новости из погреба',
    newsletterLabel: 'Ваш e-mail',
    newsletterCheckbox:
      'Мне исполнилось 18 лет, и я согласен получать новости и предложения Maison Solaine по электронной почте. Я могу отписаться в любой момент.',
    newsletterCta: 'Подписаться',
    newsletterSuccessTitle: 'Спасибо',
    newsletterSuccessLabel:
      'Перейдите по ссылке из нашего письма, чтобы подтвердить подписку, и скоро вы получите новости из погреба.',
    recycling: 'Наши бутылки и коробки подлежат переработке. Пожалуйста, сортируйте их.',
    crestAlt: 'Герб Maison Solaine',
    bannerAlt: 'Чрезмерное употребление алкоголя вредит вашему здоровью',
  },
}

/** Legal drinking age where it is not the spec's default of 18. */
export const MINIMUM_AGE: Partial<Record<string, number>> = { 'en-us': 21 }
