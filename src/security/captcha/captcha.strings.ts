import { defineStrings } from '@/i18n/define-strings'

/**
 * The captcha's texts (src/security/captcha): the refusal of a form sent without a valid
 * solution, and the widget's own texts (handed to the ALTCHA widget in the page's language).
 */
export const captchaStrings = defineStrings({
  en: {
    'captcha.error.refused':
      'We could not confirm that a person sent this form. Please wait for the security check to finish, then send it again.',
    'captcha.widget.label': 'Security check',
    'captcha.widget.verifying': 'Checking…',
    'captcha.widget.verified': 'Checked',
    'captcha.widget.error': 'The security check failed. Tick the box to try again.',
    'captcha.widget.expired': 'The security check expired. Tick the box to try again.',
    'captcha.widget.loading': 'Loading…',
    'captcha.widget.reload': 'Reload',
    'captcha.widget.verify': 'Check',
    'captcha.widget.required': 'Please complete the security check.',
    'captcha.widget.wait': 'Checking… please wait.',
  },
  fr: {
    'captcha.error.refused':
      'Nous n’avons pas pu confirmer que ce formulaire a été envoyé par une personne. Veuillez attendre la fin de la vérification de sécurité, puis l’envoyer à nouveau.',
    'captcha.widget.label': 'Vérification de sécurité',
    'captcha.widget.verifying': 'Vérification…',
    'captcha.widget.verified': 'Vérifié',
    'captcha.widget.error': 'La vérification a échoué. Cochez la case pour réessayer.',
    'captcha.widget.expired': 'La vérification a expiré. Cochez la case pour réessayer.',
    'captcha.widget.loading': 'Chargement…',
    'captcha.widget.reload': 'Recharger',
    'captcha.widget.verify': 'Vérifier',
    'captcha.widget.required': 'Veuillez terminer la vérification de sécurité.',
    'captcha.widget.wait': 'Vérification en cours… veuillez patienter.',
  },
  es: {
    'captcha.error.refused':
      'No hemos podido confirmar que este formulario lo haya enviado una persona. Espere a que termine la comprobación de seguridad y vuelva a enviarlo.',
    'captcha.widget.label': 'Comprobación de seguridad',
    'captcha.widget.verifying': 'Comprobando…',
    'captcha.widget.verified': 'Comprobado',
    'captcha.widget.error':
      'La comprobación ha fallado. Marque la casilla para volver a intentarlo.',
    'captcha.widget.expired':
      'La comprobación ha caducado. Marque la casilla para volver a intentarlo.',
    'captcha.widget.loading': 'Cargando…',
    'captcha.widget.reload': 'Recargar',
    'captcha.widget.verify': 'Comprobar',
    'captcha.widget.required': 'Complete la comprobación de seguridad.',
    'captcha.widget.wait': 'Comprobando… espere, por favor.',
  },
  pl: {
    'captcha.error.refused':
      'Nie udało się potwierdzić, że ten formularz wysłała osoba. Poczekaj na zakończenie weryfikacji bezpieczeństwa i wyślij go ponownie.',
    'captcha.widget.label': 'Weryfikacja bezpieczeństwa',
    'captcha.widget.verifying': 'Sprawdzanie…',
    'captcha.widget.verified': 'Sprawdzono',
    'captcha.widget.error': 'Weryfikacja nie powiodła się. Zaznacz pole, aby spróbować ponownie.',
    'captcha.widget.expired': 'Weryfikacja wygasła. Zaznacz pole, aby spróbować ponownie.',
    'captcha.widget.loading': 'Wczytywanie…',
    'captcha.widget.reload': 'Odśwież',
    'captcha.widget.verify': 'Sprawdź',
    'captcha.widget.required': 'Dokończ weryfikację bezpieczeństwa.',
    'captcha.widget.wait': 'Sprawdzanie… proszę czekać.',
  },
  zh: {
    'captcha.error.refused': '無法確認此表單是由真人送出。請等待安全驗證完成後再送出一次。',
    'captcha.widget.label': '安全驗證',
    'captcha.widget.verifying': '驗證中…',
    'captcha.widget.verified': '已驗證',
    'captcha.widget.error': '安全驗證失敗，請勾選方塊再試一次。',
    'captcha.widget.expired': '安全驗證已逾時，請勾選方塊再試一次。',
    'captcha.widget.loading': '載入中…',
    'captcha.widget.reload': '重新載入',
    'captcha.widget.verify': '驗證',
    'captcha.widget.required': '請完成安全驗證。',
    'captcha.widget.wait': '驗證中…請稍候。',
  },
  vi: {
    'captcha.error.refused':
      'Chúng tôi không thể xác nhận biểu mẫu này do một người gửi. Vui lòng đợi bước kiểm tra bảo mật hoàn tất rồi gửi lại.',
    'captcha.widget.label': 'Kiểm tra bảo mật',
    'captcha.widget.verifying': 'Đang kiểm tra…',
    'captcha.widget.verified': 'Đã kiểm tra',
    'captcha.widget.error': 'Kiểm tra bảo mật không thành công. Hãy đánh dấu ô để thử lại.',
    'captcha.widget.expired': 'Kiểm tra bảo mật đã hết hạn. Hãy đánh dấu ô để thử lại.',
    'captcha.widget.loading': 'Đang tải…',
    'captcha.widget.reload': 'Tải lại',
    'captcha.widget.verify': 'Kiểm tra',
    'captcha.widget.required': 'Vui lòng hoàn tất bước kiểm tra bảo mật.',
    'captcha.widget.wait': 'Đang kiểm tra… vui lòng đợi.',
  },
  ru: {
    'captcha.error.refused':
      'Не удалось подтвердить, что форму отправил человек. Дождитесь окончания проверки безопасности и отправьте форму ещё раз.',
    'captcha.widget.label': 'Проверка безопасности',
    'captcha.widget.verifying': 'Проверка…',
    'captcha.widget.verified': 'Проверено',
    'captcha.widget.error': 'Проверка не удалась. Отметьте поле, чтобы повторить попытку.',
    'captcha.widget.expired': 'Срок проверки истёк. Отметьте поле, чтобы повторить попытку.',
    'captcha.widget.loading': 'Загрузка…',
    'captcha.widget.reload': 'Обновить',
    'captcha.widget.verify': 'Проверить',
    'captcha.widget.required': 'Пройдите проверку безопасности.',
    'captcha.widget.wait': 'Проверка… пожалуйста, подождите.',
  },
})
