import { defineStrings } from '@/i18n/define-strings'

/** The connected-bottle landing page (issue 15). `{date}` a formatted date, `{n}` a count. */
export const connectedBottleStrings = defineStrings({
  en: {
    'bottle.noCode':
      'Hold your phone against the tag on the neck of your bottle, or scan its QR code, to check that it is genuine and discover its story.',
    'bottle.checking': 'Checking your bottle…',
    'bottle.genuine': 'A genuine bottle of Maison Solaine',
    'bottle.batch': 'Batch',
    'bottle.serial': 'Bottle number',
    'bottle.bottledOn': 'Bottled on',
    'bottle.firstScan': 'First scanned on',
    'bottle.scans': '{n, plural, one {Scanned once} other {Scanned # times}}',
    'bottle.firstTime': 'This is the first time this bottle has been scanned. Welcome.',
    'bottle.scannedBefore':
      'This bottle was first scanned on {date}. If you have just bought it sealed, please contact us.',
    'bottle.unknownTitle': 'We cannot recognise this bottle',
    'bottle.unknown':
      'This code was not issued by Maison Solaine, or it has been altered. We cannot vouch for this bottle: please contact us or the shop where you bought it.',
    'bottle.error': 'Your bottle could not be checked right now. Please try again.',
    'bottle.retry': 'Try again',
    'bottle.discover': 'Discover {product}',
  },
  fr: {
    'bottle.noCode':
      'Approchez votre téléphone de la puce au col de votre bouteille, ou scannez son QR code, pour vérifier son authenticité et découvrir son histoire.',
    'bottle.checking': 'Vérification de votre bouteille…',
    'bottle.genuine': 'Une bouteille authentique de la Maison Solaine',
    'bottle.batch': 'Lot',
    'bottle.serial': 'Bouteille n°',
    'bottle.bottledOn': 'Mise en bouteille le',
    'bottle.firstScan': 'Premier scan le',
    'bottle.scans':
      '{n, plural, one {Scannée # fois} many {Scannée # fois} other {Scannée # fois}}',
    'bottle.firstTime': 'C’est la première fois que cette bouteille est scannée. Bienvenue.',
    'bottle.scannedBefore':
      'Cette bouteille a été scannée pour la première fois le {date}. Si vous venez de l’acheter scellée, contactez-nous.',
    'bottle.unknownTitle': 'Nous ne reconnaissons pas cette bouteille',
    'bottle.unknown':
      'Ce code n’a pas été émis par la Maison Solaine, ou il a été modifié. Nous ne pouvons garantir cette bouteille : contactez-nous ou le magasin où vous l’avez achetée.',
    'bottle.error': 'Votre bouteille n’a pas pu être vérifiée pour le moment. Veuillez réessayer.',
    'bottle.retry': 'Réessayer',
    'bottle.discover': 'Découvrir {product}',
  },
  es: {
    'bottle.noCode':
      'Acerque su teléfono a la etiqueta del cuello de la botella, o escanee su código QR, para comprobar que es auténtica y descubrir su historia.',
    'bottle.checking': 'Comprobando su botella…',
    'bottle.genuine': 'Una botella auténtica de Maison Solaine',
    'bottle.batch': 'Lote',
    'bottle.serial': 'Botella n.º',
    'bottle.bottledOn': 'Embotellada el',
    'bottle.firstScan': 'Escaneada por primera vez el',
    'bottle.scans':
      '{n, plural, one {Escaneada # vez} many {Escaneada # veces} other {Escaneada # veces}}',
    'bottle.firstTime': 'Es la primera vez que se escanea esta botella. Bienvenido.',
    'bottle.scannedBefore':
      'Esta botella se escaneó por primera vez el {date}. Si acaba de comprarla precintada, contáctenos.',
    'bottle.unknownTitle': 'No reconocemos esta botella',
    'bottle.unknown':
      'Este código no fue emitido por Maison Solaine o ha sido alterado. No podemos garantizar esta botella: contáctenos o a la tienda donde la compró.',
    'bottle.error': 'No se ha podido comprobar su botella en este momento. Inténtelo de nuevo.',
    'bottle.retry': 'Reintentar',
    'bottle.discover': 'Descubrir {product}',
  },
  pl: {
    'bottle.noCode':
      'Zbliż telefon do znacznika na szyjce butelki lub zeskanuj jej kod QR, aby sprawdzić, czy jest oryginalna, i poznać jej historię.',
    'bottle.checking': 'Sprawdzamy Twoją butelkę…',
    'bottle.genuine': 'Oryginalna butelka Maison Solaine',
    'bottle.batch': 'Partia',
    'bottle.serial': 'Butelka nr',
    'bottle.bottledOn': 'Rozlana',
    'bottle.firstScan': 'Pierwsze skanowanie',
    'bottle.scans':
      '{n, plural, one {Zeskanowana # raz} few {Zeskanowana # razy} many {Zeskanowana # razy} other {Zeskanowana # razy}}',
    'bottle.firstTime': 'Ta butelka jest skanowana po raz pierwszy. Witamy.',
    'bottle.scannedBefore':
      'Ta butelka została po raz pierwszy zeskanowana {date}. Jeśli właśnie kupiłeś ją zapieczętowaną, skontaktuj się z nami.',
    'bottle.unknownTitle': 'Nie rozpoznajemy tej butelki',
    'bottle.unknown':
      'Ten kod nie został wydany przez Maison Solaine albo został zmieniony. Nie możemy poręczyć za tę butelkę: skontaktuj się z nami lub ze sklepem, w którym ją kupiłeś.',
    'bottle.error': 'Nie udało się teraz sprawdzić butelki. Spróbuj ponownie.',
    'bottle.retry': 'Spróbuj ponownie',
    'bottle.discover': 'Poznaj {product}',
  },
  zh: {
    'bottle.noCode':
      '將手機靠近瓶頸上的感應標籤，或掃描瓶身的 QR 碼，即可驗證真偽並探索這瓶干邑的故事。',
    'bottle.checking': '正在驗證您的酒瓶…',
    'bottle.genuine': '這是一瓶正品 Maison Solaine 干邑',
    'bottle.batch': '批次',
    'bottle.serial': '瓶號',
    'bottle.bottledOn': '裝瓶日期',
    'bottle.firstScan': '首次掃描日期',
    'bottle.scans': '{n, plural, other {已掃描 # 次}}',
    'bottle.firstTime': '這是此瓶首次被掃描。歡迎您。',
    'bottle.scannedBefore': '此瓶已於 {date} 首次被掃描。若您剛購買且封口完好，請與我們聯絡。',
    'bottle.unknownTitle': '我們無法辨識此瓶',
    'bottle.unknown':
      '此代碼並非由 Maison Solaine 發出，或已遭竄改。我們無法為此瓶背書：請與我們或您購買的商店聯絡。',
    'bottle.error': '目前無法驗證您的酒瓶，請再試一次。',
    'bottle.retry': '再試一次',
    'bottle.discover': '探索 {product}',
  },
  vi: {
    'bottle.noCode':
      'Đưa điện thoại lại gần thẻ trên cổ chai, hoặc quét mã QR, để kiểm tra chai là hàng chính hãng và khám phá câu chuyện của nó.',
    'bottle.checking': 'Đang kiểm tra chai của bạn…',
    'bottle.genuine': 'Một chai Maison Solaine chính hãng',
    'bottle.batch': 'Lô',
    'bottle.serial': 'Chai số',
    'bottle.bottledOn': 'Đóng chai ngày',
    'bottle.firstScan': 'Quét lần đầu ngày',
    'bottle.scans': '{n, plural, other {Đã quét # lần}}',
    'bottle.firstTime': 'Đây là lần đầu tiên chai này được quét. Chào mừng bạn.',
    'bottle.scannedBefore':
      'Chai này được quét lần đầu vào {date}. Nếu bạn vừa mua chai còn nguyên niêm phong, hãy liên hệ với chúng tôi.',
    'bottle.unknownTitle': 'Chúng tôi không nhận ra chai này',
    'bottle.unknown':
      'Mã này không do Maison Solaine phát hành hoặc đã bị thay đổi. Chúng tôi không thể bảo đảm cho chai này: hãy liên hệ với chúng tôi hoặc cửa hàng nơi bạn đã mua.',
    'bottle.error': 'Hiện không thể kiểm tra chai của bạn. Vui lòng thử lại.',
    'bottle.retry': 'Thử lại',
    'bottle.discover': 'Khám phá {product}',
  },
  ru: {
    'bottle.noCode':
      'Поднесите телефон к метке на горлышке бутылки или отсканируйте её QR-код, чтобы проверить подлинность и узнать её историю.',
    'bottle.checking': 'Проверяем вашу бутылку…',
    'bottle.genuine': 'Подлинная бутылка Maison Solaine',
    'bottle.batch': 'Партия',
    'bottle.serial': 'Бутылка №',
    'bottle.bottledOn': 'Дата розлива',
    'bottle.firstScan': 'Первое сканирование',
    'bottle.scans':
      '{n, plural, one {Отсканирована # раз} few {Отсканирована # раза} many {Отсканирована # раз} other {Отсканирована # раза}}',
    'bottle.firstTime': 'Эту бутылку сканируют впервые. Добро пожаловать.',
    'bottle.scannedBefore':
      'Эту бутылку впервые отсканировали {date}. Если вы только что купили её запечатанной, свяжитесь с нами.',
    'bottle.unknownTitle': 'Мы не узнаём эту бутылку',
    'bottle.unknown':
      'Этот код не выпускался Maison Solaine или был изменён. Мы не можем поручиться за эту бутылку: свяжитесь с нами или с магазином, где вы её купили.',
    'bottle.error': 'Сейчас не удалось проверить бутылку. Попробуйте ещё раз.',
    'bottle.retry': 'Повторить',
    'bottle.discover': 'Узнать больше: {product}',
  },
})
