import { defineStrings } from '@/i18n/define-strings'

/**
 * Interface texts of the consent banner, the settings dialog, the footer link and the media
 * placeholder, merged into the site's translator by src/i18n/strings.ts. `{provider}` is the
 * third party's name (YouTube, Vimeo, Eventtia).
 */
export const consentStrings = defineStrings({
  en: {
    'consent.title': 'Your privacy, your choice',
    'consent.description':
      'We use cookies and similar technologies. The necessary ones keep the site working. With your permission, we also measure visits, measure our advertising, and load videos and services from other companies. You can change your mind at any time under “Cookie settings” at the bottom of every page.',
    'consent.acceptAll': 'Accept all',
    'consent.refuseAll': 'Refuse all',
    'consent.choose': 'Let me choose',
    'consent.policy': 'Cookie policy',
    'consent.settings.title': 'Cookie settings',
    'consent.settings.intro':
      'Choose what you allow. Your choice is kept for 12 months on this device; you can change it here at any time.',
    'consent.save': 'Save my choices',
    'consent.close': 'Close',
    'consent.necessary.title': 'Necessary',
    'consent.necessary.description':
      'Remember your age confirmation, your cookie choices and your sign-in. The site cannot work without them, so they are always on.',
    'consent.analytics.title': 'Analytics',
    'consent.analytics.description':
      'Count visits and see which pages, cocktails and forms interest visitors, so that we can improve the site.',
    'consent.marketing.title': 'Marketing',
    'consent.marketing.description':
      'Measure our advertising and let our partners, such as the buy-online service, show you offers that suit you.',
    'consent.media.title': 'Videos and embedded services',
    'consent.media.description':
      'Load players and services of other companies (YouTube, Vimeo, event booking, support chat), which may set their own cookies.',
    'consent.footerLink': 'Cookie settings',
    'consent.gate.text':
      'This content is provided by {provider}, which may set cookies and collect data about your visit.',
    'consent.gate.load': 'Load content from {provider}',
  },
  fr: {
    'consent.title': 'Votre vie privée, votre choix',
    'consent.description':
      'Nous utilisons des cookies et des technologies similaires. Les cookies nécessaires font fonctionner le site. Avec votre accord, nous mesurons aussi les visites et l’efficacité de nos publicités, et chargeons des vidéos et des services d’autres sociétés. Vous pouvez changer d’avis à tout moment via « Paramètres des cookies » en bas de chaque page.',
    'consent.acceptAll': 'Tout accepter',
    'consent.refuseAll': 'Tout refuser',
    'consent.choose': 'Je choisis',
    'consent.policy': 'Politique en matière de cookies',
    'consent.settings.title': 'Paramètres des cookies',
    'consent.settings.intro':
      'Choisissez ce que vous autorisez. Votre choix est conservé 12 mois sur cet appareil ; vous pouvez le modifier ici à tout moment.',
    'consent.save': 'Enregistrer mes choix',
    'consent.close': 'Fermer',
    'consent.necessary.title': 'Nécessaires',
    'consent.necessary.description':
      'Mémorisent la confirmation de votre âge, vos choix de cookies et votre connexion. Le site ne peut pas fonctionner sans eux : ils sont toujours actifs.',
    'consent.analytics.title': 'Mesure d’audience',
    'consent.analytics.description':
      'Comptent les visites et montrent quelles pages, quels cocktails et quels formulaires intéressent les visiteurs, afin d’améliorer le site.',
    'consent.marketing.title': 'Marketing',
    'consent.marketing.description':
      'Mesurent nos publicités et permettent à nos partenaires, comme le service d’achat en ligne, de vous proposer des offres adaptées.',
    'consent.media.title': 'Vidéos et services intégrés',
    'consent.media.description':
      'Chargent les lecteurs et services d’autres sociétés (YouTube, Vimeo, réservation d’événements, chat d’assistance), qui peuvent déposer leurs propres cookies.',
    'consent.footerLink': 'Paramètres des cookies',
    'consent.gate.text':
      'Ce contenu est fourni par {provider}, qui peut déposer des cookies et collecter des données sur votre visite.',
    'consent.gate.load': 'Charger le contenu de {provider}',
  },
  es: {
    'consent.title': 'Su privacidad, su elección',
    'consent.description':
      'Usamos cookies y tecnologías similares. Las necesarias hacen funcionar el sitio. Con su permiso, también medimos las visitas y nuestra publicidad, y cargamos videos y servicios de otras empresas. Puede cambiar de opinión en cualquier momento en «Configuración de cookies», al pie de cada página.',
    'consent.acceptAll': 'Aceptar todo',
    'consent.refuseAll': 'Rechazar todo',
    'consent.choose': 'Elegir',
    'consent.policy': 'Política de cookies',
    'consent.settings.title': 'Configuración de cookies',
    'consent.settings.intro':
      'Elija lo que permite. Su elección se guarda 12 meses en este dispositivo; puede cambiarla aquí en cualquier momento.',
    'consent.save': 'Guardar mis opciones',
    'consent.close': 'Cerrar',
    'consent.necessary.title': 'Necesarias',
    'consent.necessary.description':
      'Recuerdan la confirmación de su edad, sus opciones de cookies y su inicio de sesión. El sitio no funciona sin ellas, por eso siempre están activas.',
    'consent.analytics.title': 'Analítica',
    'consent.analytics.description':
      'Cuentan las visitas y muestran qué páginas, cócteles y formularios interesan a los visitantes, para mejorar el sitio.',
    'consent.marketing.title': 'Marketing',
    'consent.marketing.description':
      'Miden nuestra publicidad y permiten que nuestros socios, como el servicio de compra en línea, le muestren ofertas a su medida.',
    'consent.media.title': 'Videos y servicios integrados',
    'consent.media.description':
      'Cargan reproductores y servicios de otras empresas (YouTube, Vimeo, reserva de eventos, chat de ayuda), que pueden instalar sus propias cookies.',
    'consent.footerLink': 'Configuración de cookies',
    'consent.gate.text':
      'Este contenido lo ofrece {provider}, que puede instalar cookies y recopilar datos sobre su visita.',
    'consent.gate.load': 'Cargar contenido de {provider}',
  },
  pl: {
    'consent.title': 'Twoja prywatność, Twój wybór',
    'consent.description':
      'Używamy plików cookie i podobnych technologii. Niezbędne zapewniają działanie strony. Za Twoją zgodą mierzymy również odwiedziny i skuteczność naszych reklam oraz wczytujemy filmy i usługi innych firm. Zdanie możesz zmienić w każdej chwili w „Ustawieniach plików cookie” na dole każdej strony.',
    'consent.acceptAll': 'Akceptuję wszystkie',
    'consent.refuseAll': 'Odrzucam wszystkie',
    'consent.choose': 'Wybieram sam',
    'consent.policy': 'Polityka plików cookie',
    'consent.settings.title': 'Ustawienia plików cookie',
    'consent.settings.intro':
      'Wybierz, na co się zgadzasz. Twój wybór jest przechowywany na tym urządzeniu przez 12 miesięcy; możesz go tu zmienić w każdej chwili.',
    'consent.save': 'Zapisz moje wybory',
    'consent.close': 'Zamknij',
    'consent.necessary.title': 'Niezbędne',
    'consent.necessary.description':
      'Zapamiętują potwierdzenie wieku, Twoje wybory dotyczące plików cookie i logowanie. Bez nich strona nie działa, dlatego są zawsze włączone.',
    'consent.analytics.title': 'Analityczne',
    'consent.analytics.description':
      'Liczą odwiedziny i pokazują, które strony, koktajle i formularze interesują odwiedzających, abyśmy mogli ulepszać stronę.',
    'consent.marketing.title': 'Marketingowe',
    'consent.marketing.description':
      'Mierzą skuteczność naszych reklam i pozwalają partnerom, takim jak serwis zakupów online, pokazywać Ci dopasowane oferty.',
    'consent.media.title': 'Filmy i osadzone usługi',
    'consent.media.description':
      'Wczytują odtwarzacze i usługi innych firm (YouTube, Vimeo, rezerwacja wydarzeń, czat pomocy), które mogą zapisywać własne pliki cookie.',
    'consent.footerLink': 'Ustawienia plików cookie',
    'consent.gate.text':
      'Te treści dostarcza {provider}, który może zapisywać pliki cookie i zbierać dane o Twojej wizycie.',
    'consent.gate.load': 'Wczytaj treści z {provider}',
  },
  zh: {
    'consent.title': '您的隱私，由您決定',
    'consent.description':
      '我們使用 Cookie 及類似技術。必要的 Cookie 讓網站正常運作。經您同意後，我們也會統計造訪、衡量廣告成效，並載入其他公司的影片與服務。您可隨時透過每頁底部的「Cookie 設定」更改選擇。',
    'consent.acceptAll': '全部接受',
    'consent.refuseAll': '全部拒絕',
    'consent.choose': '自行選擇',
    'consent.policy': 'Cookie 政策',
    'consent.settings.title': 'Cookie 設定',
    'consent.settings.intro':
      '請選擇您允許的項目。您的選擇會在此裝置上保存 12 個月，您可隨時在此更改。',
    'consent.save': '儲存我的選擇',
    'consent.close': '關閉',
    'consent.necessary.title': '必要',
    'consent.necessary.description':
      '記住您的年齡確認、Cookie 選擇與登入狀態。網站少了它們便無法運作，因此一律啟用。',
    'consent.analytics.title': '分析',
    'consent.analytics.description':
      '統計造訪次數，了解訪客對哪些頁面、雞尾酒與表單感興趣，以便改善網站。',
    'consent.marketing.title': '行銷',
    'consent.marketing.description':
      '衡量我們的廣告成效，並讓線上購買服務等合作夥伴為您提供合適的優惠。',
    'consent.media.title': '影片與嵌入式服務',
    'consent.media.description':
      '載入其他公司的播放器與服務（YouTube、Vimeo、活動預約、客服聊天），這些公司可能會設定自己的 Cookie。',
    'consent.footerLink': 'Cookie 設定',
    'consent.gate.text': '此內容由 {provider} 提供，對方可能會設定 Cookie 並收集您造訪的相關資料。',
    'consent.gate.load': '載入 {provider} 的內容',
  },
  vi: {
    'consent.title': 'Quyền riêng tư của bạn, lựa chọn của bạn',
    'consent.description':
      'Chúng tôi sử dụng cookie và các công nghệ tương tự. Cookie cần thiết giúp trang web hoạt động. Khi bạn đồng ý, chúng tôi còn đo lường lượt truy cập, hiệu quả quảng cáo và tải video cũng như dịch vụ của các công ty khác. Bạn có thể thay đổi lựa chọn bất cứ lúc nào tại “Cài đặt cookie” ở cuối mỗi trang.',
    'consent.acceptAll': 'Chấp nhận tất cả',
    'consent.refuseAll': 'Từ chối tất cả',
    'consent.choose': 'Tự chọn',
    'consent.policy': 'Chính sách cookie',
    'consent.settings.title': 'Cài đặt cookie',
    'consent.settings.intro':
      'Hãy chọn những gì bạn cho phép. Lựa chọn của bạn được lưu 12 tháng trên thiết bị này; bạn có thể thay đổi tại đây bất cứ lúc nào.',
    'consent.save': 'Lưu lựa chọn',
    'consent.close': 'Đóng',
    'consent.necessary.title': 'Cần thiết',
    'consent.necessary.description':
      'Ghi nhớ xác nhận độ tuổi, lựa chọn cookie và trạng thái đăng nhập của bạn. Trang web không thể hoạt động nếu thiếu chúng, vì vậy chúng luôn được bật.',
    'consent.analytics.title': 'Phân tích',
    'consent.analytics.description':
      'Đếm lượt truy cập và cho biết trang, cocktail và biểu mẫu nào được khách quan tâm, để chúng tôi cải thiện trang web.',
    'consent.marketing.title': 'Tiếp thị',
    'consent.marketing.description':
      'Đo lường quảng cáo của chúng tôi và cho phép các đối tác, như dịch vụ mua hàng trực tuyến, giới thiệu ưu đãi phù hợp với bạn.',
    'consent.media.title': 'Video và dịch vụ nhúng',
    'consent.media.description':
      'Tải trình phát và dịch vụ của các công ty khác (YouTube, Vimeo, đặt chỗ sự kiện, trò chuyện hỗ trợ), những công ty này có thể đặt cookie riêng.',
    'consent.footerLink': 'Cài đặt cookie',
    'consent.gate.text':
      'Nội dung này do {provider} cung cấp; {provider} có thể đặt cookie và thu thập dữ liệu về lượt truy cập của bạn.',
    'consent.gate.load': 'Tải nội dung từ {provider}',
  },
  ru: {
    'consent.title': 'Ваша конфиденциальность — ваш выбор',
    'consent.description':
      'Мы используем файлы cookie и похожие технологии. Необходимые обеспечивают работу сайта. С вашего согласия мы также учитываем посещения, оцениваем нашу рекламу и загружаем видео и сервисы других компаний. Передумать можно в любой момент в разделе «Настройки cookie» внизу каждой страницы.',
    'consent.acceptAll': 'Принять все',
    'consent.refuseAll': 'Отклонить все',
    'consent.choose': 'Выбрать',
    'consent.policy': 'Политика в отношении cookie',
    'consent.settings.title': 'Настройки cookie',
    'consent.settings.intro':
      'Выберите, что вы разрешаете. Ваш выбор хранится на этом устройстве 12 месяцев; изменить его здесь можно в любой момент.',
    'consent.save': 'Сохранить выбор',
    'consent.close': 'Закрыть',
    'consent.necessary.title': 'Необходимые',
    'consent.necessary.description':
      'Запоминают подтверждение возраста, ваш выбор cookie и вход в аккаунт. Без них сайт не работает, поэтому они всегда включены.',
    'consent.analytics.title': 'Аналитика',
    'consent.analytics.description':
      'Считают посещения и показывают, какие страницы, коктейли и формы интересны посетителям, чтобы мы могли улучшать сайт.',
    'consent.marketing.title': 'Маркетинг',
    'consent.marketing.description':
      'Оценивают нашу рекламу и позволяют партнёрам, например сервису онлайн-покупок, предлагать вам подходящие предложения.',
    'consent.media.title': 'Видео и встроенные сервисы',
    'consent.media.description':
      'Загружают плееры и сервисы других компаний (YouTube, Vimeo, бронирование мероприятий, чат поддержки), которые могут сохранять собственные cookie.',
    'consent.footerLink': 'Настройки cookie',
    'consent.gate.text':
      'Этот контент предоставляет {provider}: сервис может сохранять cookie и собирать данные о вашем посещении.',
    'consent.gate.load': 'Загрузить контент {provider}',
  },
})
