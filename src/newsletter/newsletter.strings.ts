import { defineStrings } from '@/i18n/define-strings'

/** Newsletter double opt-in: the emails and the confirm / unsubscribe pages. */
export const newsletterStrings = defineStrings({
  en: {
    'newsletter.email.subject': 'Confirm your subscription to news from Maison Solaine',
    'newsletter.email.body':
      'You asked to receive news from Maison Solaine at this address. Follow the link below within 7 days to confirm: until then you will receive nothing.',
    'newsletter.email.action': 'Confirm my subscription',
    'newsletter.email.ignore':
      'If you did not ask for this, ignore this email: without your confirmation, nothing is sent.',
    'newsletter.email.unsubscribe': 'Unsubscribe',
    'newsletter.confirm.text':
      'Confirm that you wish to receive news from Maison Solaine by email.',
    'newsletter.confirm.button': 'Confirm my subscription',
    'newsletter.confirm.done':
      'Your subscription is confirmed. Welcome to the news from the cellar.',
    'newsletter.confirm.invalid':
      'This confirmation link is invalid or has expired (links last 7 days). Sign up again with the form at the bottom of any page.',
    'newsletter.unsubscribe.text': 'Stop receiving news from Maison Solaine at this address?',
    'newsletter.unsubscribe.button': 'Unsubscribe',
    'newsletter.unsubscribe.done': 'You are unsubscribed: you will receive no more newsletters.',
    'newsletter.unsubscribe.invalid': 'This unsubscribe link is invalid.',
    'newsletter.home': 'Back to the home page',
  },
  fr: {
    'newsletter.email.subject': 'Confirmez votre inscription aux nouvelles de Maison Solaine',
    'newsletter.email.body':
      'Vous avez demandé à recevoir les nouvelles de Maison Solaine à cette adresse. Suivez le lien ci-dessous dans les 7 jours pour confirmer : d’ici là, vous ne recevrez rien.',
    'newsletter.email.action': 'Confirmer mon inscription',
    'newsletter.email.ignore':
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : sans votre confirmation, rien ne vous sera envoyé.',
    'newsletter.email.unsubscribe': 'Se désinscrire',
    'newsletter.confirm.text':
      'Confirmez que vous souhaitez recevoir les nouvelles de Maison Solaine par e-mail.',
    'newsletter.confirm.button': 'Confirmer mon inscription',
    'newsletter.confirm.done':
      'Votre inscription est confirmée. Bienvenue parmi les lecteurs des nouvelles du chai.',
    'newsletter.confirm.invalid':
      'Ce lien de confirmation est invalide ou a expiré (il est valable 7 jours). Inscrivez-vous à nouveau avec le formulaire en bas de chaque page.',
    'newsletter.unsubscribe.text':
      'Ne plus recevoir les nouvelles de Maison Solaine à cette adresse ?',
    'newsletter.unsubscribe.button': 'Se désinscrire',
    'newsletter.unsubscribe.done':
      'Vous êtes désinscrit : vous ne recevrez plus notre lettre d’information.',
    'newsletter.unsubscribe.invalid': 'Ce lien de désinscription est invalide.',
    'newsletter.home': 'Retour à l’accueil',
  },
  es: {
    'newsletter.email.subject': 'Confirme su suscripción a las noticias de Maison Solaine',
    'newsletter.email.body':
      'Ha pedido recibir las noticias de Maison Solaine en esta dirección. Siga el enlace de abajo en los próximos 7 días para confirmar: hasta entonces no recibirá nada.',
    'newsletter.email.action': 'Confirmar mi suscripción',
    'newsletter.email.ignore':
      'Si usted no lo ha pedido, ignore este correo: sin su confirmación no se le enviará nada.',
    'newsletter.email.unsubscribe': 'Darse de baja',
    'newsletter.confirm.text':
      'Confirme que desea recibir las noticias de Maison Solaine por correo electrónico.',
    'newsletter.confirm.button': 'Confirmar mi suscripción',
    'newsletter.confirm.done':
      'Su suscripción está confirmada. Bienvenido a las noticias de la bodega.',
    'newsletter.confirm.invalid':
      'Este enlace de confirmación no es válido o ha caducado (vale 7 días). Vuelva a suscribirse con el formulario al pie de cualquier página.',
    'newsletter.unsubscribe.text':
      '¿Dejar de recibir las noticias de Maison Solaine en esta dirección?',
    'newsletter.unsubscribe.button': 'Darse de baja',
    'newsletter.unsubscribe.done': 'Se ha dado de baja: no recibirá más boletines.',
    'newsletter.unsubscribe.invalid': 'Este enlace para darse de baja no es válido.',
    'newsletter.home': 'Volver a la página de inicio',
  },
  pl: {
    'newsletter.email.subject': 'Potwierdź subskrypcję wiadomości od Maison Solaine',
    'newsletter.email.body':
      'Poprosiłeś o wiadomości od Maison Solaine na ten adres. Kliknij poniższy link w ciągu 7 dni, aby potwierdzić: do tego czasu nic nie otrzymasz.',
    'newsletter.email.action': 'Potwierdzam subskrypcję',
    'newsletter.email.ignore':
      'Jeśli to nie Ty, zignoruj tę wiadomość: bez Twojego potwierdzenia nic nie wyślemy.',
    'newsletter.email.unsubscribe': 'Wypisz się',
    'newsletter.confirm.text':
      'Potwierdź, że chcesz otrzymywać wiadomości od Maison Solaine e-mailem.',
    'newsletter.confirm.button': 'Potwierdzam subskrypcję',
    'newsletter.confirm.done':
      'Subskrypcja potwierdzona. Witamy wśród czytelników wieści z piwnic.',
    'newsletter.confirm.invalid':
      'Ten link potwierdzający jest nieprawidłowy lub wygasł (jest ważny 7 dni). Zapisz się ponownie formularzem na dole dowolnej strony.',
    'newsletter.unsubscribe.text': 'Przestać otrzymywać wiadomości od Maison Solaine na ten adres?',
    'newsletter.unsubscribe.button': 'Wypisz się',
    'newsletter.unsubscribe.done': 'Wypisano: nie otrzymasz już naszego newslettera.',
    'newsletter.unsubscribe.invalid': 'Ten link do wypisania jest nieprawidłowy.',
    'newsletter.home': 'Wróć na stronę główną',
  },
  zh: {
    'newsletter.email.subject': '請確認訂閱 Maison Solaine 的最新消息',
    'newsletter.email.body':
      '您已申請以此電子郵件地址接收 Maison Solaine 的最新消息。請於 7 天內點擊下方連結確認；在確認之前，您不會收到任何郵件。',
    'newsletter.email.action': '確認訂閱',
    'newsletter.email.ignore':
      '如果這不是您本人的申請，請忽略此郵件：未經您確認，我們不會寄送任何內容。',
    'newsletter.email.unsubscribe': '取消訂閱',
    'newsletter.confirm.text': '請確認您希望透過電子郵件接收 Maison Solaine 的最新消息。',
    'newsletter.confirm.button': '確認訂閱',
    'newsletter.confirm.done': '您的訂閱已確認。歡迎收看來自酒窖的消息。',
    'newsletter.confirm.invalid':
      '此確認連結無效或已過期（連結有效期為 7 天）。請使用任一頁面底部的表單重新訂閱。',
    'newsletter.unsubscribe.text': '不再以此地址接收 Maison Solaine 的最新消息？',
    'newsletter.unsubscribe.button': '取消訂閱',
    'newsletter.unsubscribe.done': '您已取消訂閱，將不會再收到我們的電子報。',
    'newsletter.unsubscribe.invalid': '此取消訂閱連結無效。',
    'newsletter.home': '返回首頁',
  },
  vi: {
    'newsletter.email.subject': 'Xác nhận đăng ký nhận tin từ Maison Solaine',
    'newsletter.email.body':
      'Bạn đã yêu cầu nhận tin từ Maison Solaine tại địa chỉ này. Hãy mở liên kết bên dưới trong vòng 7 ngày để xác nhận: trước đó bạn sẽ không nhận được gì.',
    'newsletter.email.action': 'Xác nhận đăng ký',
    'newsletter.email.ignore':
      'Nếu bạn không yêu cầu, hãy bỏ qua email này: không có xác nhận của bạn, chúng tôi sẽ không gửi gì.',
    'newsletter.email.unsubscribe': 'Hủy đăng ký',
    'newsletter.confirm.text': 'Xác nhận rằng bạn muốn nhận tin từ Maison Solaine qua email.',
    'newsletter.confirm.button': 'Xác nhận đăng ký',
    'newsletter.confirm.done':
      'Đăng ký của bạn đã được xác nhận. Chào mừng bạn đến với tin tức từ hầm rượu.',
    'newsletter.confirm.invalid':
      'Liên kết xác nhận này không hợp lệ hoặc đã hết hạn (có hiệu lực 7 ngày). Hãy đăng ký lại bằng biểu mẫu ở cuối trang.',
    'newsletter.unsubscribe.text': 'Ngừng nhận tin từ Maison Solaine tại địa chỉ này?',
    'newsletter.unsubscribe.button': 'Hủy đăng ký',
    'newsletter.unsubscribe.done': 'Bạn đã hủy đăng ký: bạn sẽ không nhận bản tin nữa.',
    'newsletter.unsubscribe.invalid': 'Liên kết hủy đăng ký này không hợp lệ.',
    'newsletter.home': 'Về trang chủ',
  },
  ru: {
    'newsletter.email.subject': 'Подтвердите подписку на новости Maison Solaine',
    'newsletter.email.body':
      'Вы попросили присылать новости Maison Solaine на этот адрес. Перейдите по ссылке ниже в течение 7 дней, чтобы подтвердить подписку: до тех пор вы ничего не получите.',
    'newsletter.email.action': 'Подтвердить подписку',
    'newsletter.email.ignore':
      'Если вы не оставляли такой запрос, просто проигнорируйте письмо: без вашего подтверждения мы ничего не пришлём.',
    'newsletter.email.unsubscribe': 'Отписаться',
    'newsletter.confirm.text':
      'Подтвердите, что хотите получать новости Maison Solaine по электронной почте.',
    'newsletter.confirm.button': 'Подтвердить подписку',
    'newsletter.confirm.done':
      'Подписка подтверждена. Добро пожаловать в круг читателей новостей из погреба.',
    'newsletter.confirm.invalid':
      'Ссылка для подтверждения недействительна или устарела (она действует 7 дней). Подпишитесь снова с помощью формы внизу любой страницы.',
    'newsletter.unsubscribe.text': 'Больше не получать новости Maison Solaine на этот адрес?',
    'newsletter.unsubscribe.button': 'Отписаться',
    'newsletter.unsubscribe.done': 'Вы отписались и больше не будете получать нашу рассылку.',
    'newsletter.unsubscribe.invalid': 'Ссылка для отписки недействительна.',
    'newsletter.home': 'На главную',
  },
})
