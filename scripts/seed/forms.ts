import type { Payload } from 'payload'
import { DEFAULT_LOCALE, getLocale, type Language, LOCALE_CODES } from '../../src/i18n/locales'
import { richText } from './lexical'
import { type SeedReport, seedContext } from './upsert'

/**
 * Forms built with the form builder (issue 12), in every locale: the newsletter (the sign-up
 * form stands in for it), the Contact form, the trade Qualification form, a trade enquiry and an
 * event form. Labels in the 7 languages; each form mails one address of the house.
 */

type Words = {
  firstName: string
  lastName: string
  fullName: string
  email: string
  phone: string
  country: string
  dob: string
  message: string
  subject: string
  subjects: [string, string, string, string]
  company: string
  businessType: string
  businessTypes: [string, string, string, string]
  volume: string
  volumes: [string, string, string]
  city: string
  guests: string
  consent: string
  newsletterTitle: string
  newsletterSuccess: string
  contactTitle: string
  contactSubmit: string
  contactSuccess: string
  qualificationTitle: string
  qualificationSubmit: string
  qualificationSuccess: string
  enquiryTitle: string
  enquirySuccess: string
  eventTitle: string
  eventSubmit: string
  eventSuccess: string
  send: string
  cardTitle: string
  cardSuccess: string
  cardSubmit: string
  recipientName: string
  senderName: string
  cardWords: string
}

const WORDS: Record<Language, Words> = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    country: 'Country',
    dob: 'Date of birth',
    message: 'Your message',
    subject: 'Subject',
    subjects: ['A question about our cognacs', 'Visiting the house', 'Press', 'Something else'],
    company: 'Company',
    businessType: 'Type of business',
    businessTypes: [
      'Bar or restaurant',
      'Wine and spirits shop',
      'Importer or distributor',
      'Hotel',
    ],
    volume: 'Bottles per year',
    volumes: ['Fewer than 100', '100 to 1,000', 'More than 1,000'],
    city: 'City',
    guests: 'Number of guests',
    consent: 'I agree that Maison Solaine uses these details to answer my request.',
    newsletterTitle: 'Newsletter',
    newsletterSuccess: 'Thank you for signing up.',
    contactTitle: 'Write to us',
    contactSubmit: 'Send my message',
    contactSuccess: 'Thank you for your message. Our team will answer you within two working days.',
    qualificationTitle: 'Trade qualification',
    qualificationSubmit: 'Send my application',
    qualificationSuccess:
      'Thank you. Our trade team will review your application and contact you within a week.',
    enquiryTitle: 'Trade enquiry',
    enquirySuccess: 'Thank you. A member of our trade team will contact you shortly.',
    eventTitle: 'Register your interest for our events',
    eventSubmit: 'Register',
    eventSuccess: 'Thank you. We will let you know as soon as an event is planned near you.',
    send: 'Send',
    cardTitle: 'Write a Noblesse card',
    cardSuccess: 'Your card is on its way. Thank you for sharing a moment of Noblesse.',
    cardSubmit: 'Send the card',
    recipientName: "Recipient's first name",
    senderName: 'Your first name',
    cardWords: 'Your words',
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    fullName: 'Nom complet',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    country: 'Pays',
    dob: 'Date de naissance',
    message: 'Votre message',
    subject: 'Objet',
    subjects: ['Une question sur nos cognacs', 'Visiter la maison', 'Presse', 'Autre chose'],
    company: 'Société',
    businessType: 'Type d’établissement',
    businessTypes: ['Bar ou restaurant', 'Caviste', 'Importateur ou distributeur', 'Hôtel'],
    volume: 'Bouteilles par an',
    volumes: ['Moins de 100', 'De 100 à 1 000', 'Plus de 1 000'],
    city: 'Ville',
    guests: 'Nombre de personnes',
    consent: 'J’accepte que Maison Solaine utilise ces informations pour répondre à ma demande.',
    newsletterTitle: 'Newsletter',
    newsletterSuccess: 'Merci pour votre inscription.',
    contactTitle: 'Écrivez-nous',
    contactSubmit: 'Envoyer mon message',
    contactSuccess: 'Merci pour votre message. Notre équipe vous répondra sous deux jours ouvrés.',
    qualificationTitle: 'Qualification professionnelle',
    qualificationSubmit: 'Envoyer ma candidature',
    qualificationSuccess:
      'Merci. Notre équipe commerciale étudiera votre candidature et vous contactera sous une semaine.',
    enquiryTitle: 'Demande professionnelle',
    enquirySuccess: 'Merci. Un membre de notre équipe commerciale vous contactera rapidement.',
    eventTitle: 'Soyez informé de nos événements',
    eventSubmit: 'M’inscrire',
    eventSuccess: 'Merci. Nous vous préviendrons dès qu’un événement sera prévu près de chez vous.',
    send: 'Envoyer',
    cardTitle: 'Écrire une carte Noblesse',
    cardSuccess: 'Votre carte est en route. Merci de partager un moment de Noblesse.',
    cardSubmit: 'Envoyer la carte',
    recipientName: 'Prénom du destinataire',
    senderName: 'Votre prénom',
    cardWords: 'Vos mots',
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    country: 'País',
    dob: 'Fecha de nacimiento',
    message: 'Su mensaje',
    subject: 'Asunto',
    subjects: ['Una pregunta sobre nuestros coñacs', 'Visitar la casa', 'Prensa', 'Otro asunto'],
    company: 'Empresa',
    businessType: 'Tipo de negocio',
    businessTypes: [
      'Bar o restaurante',
      'Tienda de vinos y licores',
      'Importador o distribuidor',
      'Hotel',
    ],
    volume: 'Botellas al año',
    volumes: ['Menos de 100', 'De 100 a 1.000', 'Más de 1.000'],
    city: 'Ciudad',
    guests: 'Número de personas',
    consent: 'Acepto que Maison Solaine utilice estos datos para responder a mi solicitud.',
    newsletterTitle: 'Boletín',
    newsletterSuccess: 'Gracias por suscribirse.',
    contactTitle: 'Escríbanos',
    contactSubmit: 'Enviar mi mensaje',
    contactSuccess: 'Gracias por su mensaje. Nuestro equipo le responderá en dos días laborables.',
    qualificationTitle: 'Cualificación profesional',
    qualificationSubmit: 'Enviar mi solicitud',
    qualificationSuccess:
      'Gracias. Nuestro equipo comercial estudiará su solicitud y se pondrá en contacto con usted en una semana.',
    enquiryTitle: 'Consulta profesional',
    enquirySuccess:
      'Gracias. Un miembro de nuestro equipo comercial se pondrá en contacto con usted pronto.',
    eventTitle: 'Reciba información de nuestros eventos',
    eventSubmit: 'Inscribirme',
    eventSuccess: 'Gracias. Le avisaremos en cuanto haya un evento cerca de usted.',
    send: 'Enviar',
    cardTitle: 'Escribir una tarjeta Noblesse',
    cardSuccess: 'Su tarjeta está en camino. Gracias por compartir un momento de Noblesse.',
    cardSubmit: 'Enviar la tarjeta',
    recipientName: 'Nombre del destinatario',
    senderName: 'Su nombre',
    cardWords: 'Sus palabras',
  },
  pl: {
    firstName: 'Imię',
    lastName: 'Nazwisko',
    fullName: 'Imię i nazwisko',
    email: 'Adres e-mail',
    phone: 'Numer telefonu',
    country: 'Kraj',
    dob: 'Data urodzenia',
    message: 'Twoja wiadomość',
    subject: 'Temat',
    subjects: ['Pytanie o nasze koniaki', 'Wizyta w domu koniaku', 'Prasa', 'Inna sprawa'],
    company: 'Firma',
    businessType: 'Rodzaj działalności',
    businessTypes: [
      'Bar lub restauracja',
      'Sklep z winami i alkoholami',
      'Importer lub dystrybutor',
      'Hotel',
    ],
    volume: 'Butelek rocznie',
    volumes: ['Mniej niż 100', 'Od 100 do 1000', 'Ponad 1000'],
    city: 'Miasto',
    guests: 'Liczba osób',
    consent:
      'Zgadzam się, aby Maison Solaine wykorzystała te dane do odpowiedzi na moje zapytanie.',
    newsletterTitle: 'Newsletter',
    newsletterSuccess: 'Dziękujemy za zapisanie się.',
    contactTitle: 'Napisz do nas',
    contactSubmit: 'Wyślij wiadomość',
    contactSuccess: 'Dziękujemy za wiadomość. Nasz zespół odpowie w ciągu dwóch dni roboczych.',
    qualificationTitle: 'Kwalifikacja handlowa',
    qualificationSubmit: 'Wyślij zgłoszenie',
    qualificationSuccess:
      'Dziękujemy. Nasz dział handlowy rozpatrzy zgłoszenie i skontaktuje się w ciągu tygodnia.',
    enquiryTitle: 'Zapytanie handlowe',
    enquirySuccess: 'Dziękujemy. Ktoś z naszego działu handlowego wkrótce się z Tobą skontaktuje.',
    eventTitle: 'Otrzymuj informacje o naszych wydarzeniach',
    eventSubmit: 'Zapisz mnie',
    eventSuccess: 'Dziękujemy. Damy znać, gdy tylko zaplanujemy wydarzenie w Twojej okolicy.',
    send: 'Wyślij',
    cardTitle: 'Napisz kartkę Noblesse',
    cardSuccess: 'Twoja kartka jest w drodze. Dziękujemy za podzielenie się chwilą Noblesse.',
    cardSubmit: 'Wyślij kartkę',
    recipientName: 'Imię adresata',
    senderName: 'Twoje imię',
    cardWords: 'Twoje słowa',
  },
  zh: {
    firstName: '名字',
    lastName: '姓氏',
    fullName: '姓名',
    email: '電子郵件地址',
    phone: '電話號碼',
    country: '國家',
    dob: '出生日期',
    message: '您的訊息',
    subject: '主旨',
    subjects: ['關於我們干邑的問題', '參觀酒莊', '媒體', '其他事項'],
    company: '公司',
    businessType: '營業類型',
    businessTypes: ['酒吧或餐廳', '葡萄酒及烈酒專賣店', '進口商或經銷商', '飯店'],
    volume: '每年瓶數',
    volumes: ['少於 100 瓶', '100 至 1,000 瓶', '超過 1,000 瓶'],
    city: '城市',
    guests: '人數',
    consent: '我同意 Maison Solaine 使用這些資料回覆我的請求。',
    newsletterTitle: '電子報',
    newsletterSuccess: '感謝您的訂閱。',
    contactTitle: '聯絡我們',
    contactSubmit: '送出訊息',
    contactSuccess: '感謝您的來信，我們的團隊將在兩個工作天內回覆您。',
    qualificationTitle: '專業資格申請',
    qualificationSubmit: '送出申請',
    qualificationSuccess: '謝謝。我們的業務團隊將審核您的申請，並在一週內與您聯絡。',
    enquiryTitle: '業務洽詢',
    enquirySuccess: '謝謝。我們的業務團隊成員將盡快與您聯絡。',
    eventTitle: '獲取我們的活動消息',
    eventSubmit: '登記',
    eventSuccess: '謝謝。一旦您附近有活動，我們將立即通知您。',
    send: '送出',
    cardTitle: '寫一張 Noblesse 卡片',
    cardSuccess: '您的卡片已寄出，感謝您分享 Noblesse 的美好時刻。',
    cardSubmit: '寄出卡片',
    recipientName: '收件人名字',
    senderName: '您的名字',
    cardWords: '您想說的話',
  },
  vi: {
    firstName: 'Tên',
    lastName: 'Họ',
    fullName: 'Họ và tên',
    email: 'Địa chỉ email',
    phone: 'Số điện thoại',
    country: 'Quốc gia',
    dob: 'Ngày sinh',
    message: 'Lời nhắn của bạn',
    subject: 'Chủ đề',
    subjects: ['Câu hỏi về cognac của chúng tôi', 'Tham quan nhà rượu', 'Báo chí', 'Việc khác'],
    company: 'Công ty',
    businessType: 'Loại hình kinh doanh',
    businessTypes: [
      'Quán bar hoặc nhà hàng',
      'Cửa hàng rượu',
      'Nhà nhập khẩu hoặc phân phối',
      'Khách sạn',
    ],
    volume: 'Số chai mỗi năm',
    volumes: ['Dưới 100', 'Từ 100 đến 1.000', 'Trên 1.000'],
    city: 'Thành phố',
    guests: 'Số người',
    consent: 'Tôi đồng ý để Maison Solaine sử dụng các thông tin này để trả lời yêu cầu của tôi.',
    newsletterTitle: 'Bản tin',
    newsletterSuccess: 'Cảm ơn bạn đã đăng ký.',
    contactTitle: 'Viết cho chúng tôi',
    contactSubmit: 'Gửi lời nhắn',
    contactSuccess:
      'Cảm ơn lời nhắn của bạn. Đội ngũ của chúng tôi sẽ trả lời trong vòng hai ngày làm việc.',
    qualificationTitle: 'Đăng ký đối tác thương mại',
    qualificationSubmit: 'Gửi hồ sơ',
    qualificationSuccess:
      'Cảm ơn bạn. Bộ phận thương mại sẽ xem xét hồ sơ và liên hệ với bạn trong vòng một tuần.',
    enquiryTitle: 'Yêu cầu thương mại',
    enquirySuccess: 'Cảm ơn bạn. Một thành viên bộ phận thương mại sẽ sớm liên hệ với bạn.',
    eventTitle: 'Nhận thông tin về các sự kiện của chúng tôi',
    eventSubmit: 'Đăng ký',
    eventSuccess: 'Cảm ơn bạn. Chúng tôi sẽ báo cho bạn ngay khi có sự kiện gần nơi bạn ở.',
    send: 'Gửi',
    cardTitle: 'Viết một tấm thiệp Noblesse',
    cardSuccess: 'Tấm thiệp của bạn đang được gửi đi. Cảm ơn bạn đã chia sẻ khoảnh khắc Noblesse.',
    cardSubmit: 'Gửi thiệp',
    recipientName: 'Tên người nhận',
    senderName: 'Tên của bạn',
    cardWords: 'Lời nhắn của bạn',
  },
  ru: {
    firstName: 'Имя',
    lastName: 'Фамилия',
    fullName: 'Имя и фамилия',
    email: 'Адрес электронной почты',
    phone: 'Номер телефона',
    country: 'Страна',
    dob: 'Дата рождения',
    message: 'Ваше сообщение',
    subject: 'Тема',
    subjects: ['Вопрос о наших коньяках', 'Посещение дома', 'Пресса', 'Другое'],
    company: 'Компания',
    businessType: 'Вид деятельности',
    businessTypes: ['Бар или ресторан', 'Винный магазин', 'Импортёр или дистрибьютор', 'Отель'],
    volume: 'Бутылок в год',
    volumes: ['Меньше 100', 'От 100 до 1000', 'Больше 1000'],
    city: 'Город',
    guests: 'Количество гостей',
    consent:
      'Я согласен(на), чтобы Maison Solaine использовал эти данные для ответа на мой запрос.',
    newsletterTitle: 'Рассылка',
    newsletterSuccess: 'Спасибо за подписку.',
    contactTitle: 'Напишите нам',
    contactSubmit: 'Отправить сообщение',
    contactSuccess: 'Спасибо за сообщение. Наша команда ответит вам в течение двух рабочих дней.',
    qualificationTitle: 'Профессиональная анкета',
    qualificationSubmit: 'Отправить заявку',
    qualificationSuccess:
      'Спасибо. Наш торговый отдел рассмотрит заявку и свяжется с вами в течение недели.',
    enquiryTitle: 'Запрос для профессионалов',
    enquirySuccess: 'Спасибо. Сотрудник нашего торгового отдела скоро свяжется с вами.',
    eventTitle: 'Узнавайте о наших мероприятиях',
    eventSubmit: 'Записаться',
    eventSuccess: 'Спасибо. Мы сообщим вам, как только рядом с вами пройдёт мероприятие.',
    send: 'Отправить',
    cardTitle: 'Написать открытку Noblesse',
    cardSuccess: 'Ваша открытка уже в пути. Спасибо, что поделились моментом Noblesse.',
    cardSubmit: 'Отправить открытку',
    recipientName: 'Имя получателя',
    senderName: 'Ваше имя',
    cardWords: 'Ваши слова',
  },
}

// biome-ignore lint/suspicious/noExplicitAny: seed data is checked by Payload's validation at write time.
type Row = Record<string, any>

const text = (
  name: string,
  label: string,
  required: boolean,
  rule = 'none',
  width?: number,
): Row => ({
  blockType: 'text',
  name,
  label,
  required,
  rule,
  ...(width ? { width } : {}),
})
const simple = (
  blockType: string,
  name: string,
  label: string,
  required: boolean,
  width?: number,
): Row => ({
  blockType,
  name,
  label,
  required,
  ...(width ? { width } : {}),
})
const select = (
  name: string,
  label: string,
  required: boolean,
  values: string[],
  labels: string[],
): Row => ({
  blockType: 'select',
  name,
  label,
  required,
  options: values.map((value, i) => ({ value, label: labels[i] })),
})
const dob = (w: Words): Row => ({
  blockType: 'dateOfBirth',
  name: 'dateOfBirth',
  label: w.dob,
  required: true,
  minimumAge: 18,
})

interface FormDef {
  key: string
  kind: 'webform' | 'newsletter'
  notifyTo: string | null
  title: (w: Words) => string
  submit: (w: Words) => string
  success: (w: Words) => string
  fields: (w: Words) => Row[]
}

export const SEEDED_FORMS: FormDef[] = [
  {
    key: 'newsletter',
    kind: 'newsletter',
    notifyTo: null,
    title: (w) => w.newsletterTitle,
    submit: (w) => w.send,
    success: (w) => w.newsletterSuccess,
    fields: () => [],
  },
  {
    key: 'contact',
    kind: 'webform',
    notifyTo: 'contact@maison-solaine.test',
    title: (w) => w.contactTitle,
    submit: (w) => w.contactSubmit,
    success: (w) => w.contactSuccess,
    fields: (w) => [
      text('firstName', w.firstName, true, 'name', 50),
      text('lastName', w.lastName, true, 'name', 50),
      simple('email', 'email', w.email, true, 50),
      simple('phone', 'phone', w.phone, false, 50),
      simple('country', 'country', w.country, true),
      dob(w),
      select('subject', w.subject, true, ['cognacs', 'visit', 'press', 'other'], w.subjects),
      simple('textarea', 'message', w.message, true),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'trade-qualification',
    kind: 'webform',
    notifyTo: 'trade@maison-solaine.test',
    title: (w) => w.qualificationTitle,
    submit: (w) => w.qualificationSubmit,
    success: (w) => w.qualificationSuccess,
    fields: (w) => [
      text('company', w.company, true),
      text('firstName', w.firstName, true, 'name', 50),
      text('lastName', w.lastName, true, 'name', 50),
      simple('email', 'email', w.email, true, 50),
      simple('phone', 'phone', w.phone, true, 50),
      simple('country', 'country', w.country, true, 50),
      text('city', w.city, true, 'wordText', 50),
      select(
        'businessType',
        w.businessType,
        true,
        ['bar', 'shop', 'distributor', 'hotel'],
        w.businessTypes,
      ),
      simple('textarea', 'message', w.message, false),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'trade-enquiry',
    kind: 'webform',
    notifyTo: 'trade@maison-solaine.test',
    title: (w) => w.enquiryTitle,
    submit: (w) => w.send,
    success: (w) => w.enquirySuccess,
    fields: (w) => [
      text('fullName', w.fullName, true, 'name'),
      text('company', w.company, true),
      simple('email', 'email', w.email, true, 50),
      simple('phone', 'phone', w.phone, false, 50),
      simple('country', 'country', w.country, true),
      select('volume', w.volume, false, ['small', 'medium', 'large'], w.volumes),
      simple('textarea', 'message', w.message, true),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'noblige-card',
    kind: 'webform',
    notifyTo: 'noblesse@maison-solaine.test',
    title: (w) => w.cardTitle,
    submit: (w) => w.cardSubmit,
    success: (w) => w.cardSuccess,
    fields: (w) => [
      text('recipientName', w.recipientName, true, 'name', 50),
      text('senderName', w.senderName, true, 'name', 50),
      simple('email', 'email', w.email, true),
      simple('textarea', 'words', w.cardWords, true),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'event',
    kind: 'webform',
    notifyTo: 'events@maison-solaine.test',
    title: (w) => w.eventTitle,
    submit: (w) => w.eventSubmit,
    success: (w) => w.eventSuccess,
    fields: (w) => [
      text('firstName', w.firstName, true, 'name', 50),
      text('lastName', w.lastName, true, 'name', 50),
      simple('email', 'email', w.email, true),
      dob(w),
      text('city', w.city, true, 'wordText', 50),
      select('guests', w.guests, true, ['1', '2', '3', '4'], ['1', '2', '3', '4']),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
]

export const wordsOf = (locale: string) => WORDS[getLocale(locale as never).language]

/** The localized data of a form in a locale, onto the rows (and option rows) that exist. */
function localized(def: FormDef, w: Words, existing: Row[] | null) {
  const rows = def.fields(w).map((row, i) => {
    const id = existing?.[i]?.id
    const options = Array.isArray(row.options)
      ? row.options.map((o: Row, j: number) => ({ ...o, id: existing?.[i]?.options?.[j]?.id }))
      : undefined
    return { ...row, ...(id ? { id } : {}), ...(options ? { options } : {}) }
  })
  return {
    title: def.title(w),
    submitButtonLabel: def.submit(w),
    confirmationType: 'message',
    confirmationMessage: richText([def.success(w)]),
    fields: rows,
  }
}

/** Creates the seeded forms once and fills each locale that has no title yet (idempotent). */
export async function seedForms(payload: Payload, report: SeedReport): Promise<void> {
  for (const def of SEEDED_FORMS) {
    const found = await payload.find({
      collection: 'forms',
      where: { key: { equals: def.key } },
      locale: DEFAULT_LOCALE,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let doc = found.docs[0]
    if (!doc) {
      doc = await payload.create({
        collection: 'forms',
        locale: DEFAULT_LOCALE,
        context: seedContext,
        overrideAccess: true,
        depth: 0,
        data: {
          key: def.key,
          kind: def.kind,
          notify_to: def.notifyTo,
          ...localized(def, wordsOf(DEFAULT_LOCALE), null),
        } as never,
      })
      report.created++
    }
    const all = (await payload.findByID({
      collection: 'forms',
      id: doc.id,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      select: { title: true },
    })) as unknown as { title?: Partial<Record<string, string | null>> | null }
    for (const locale of LOCALE_CODES) {
      if (all.title?.[locale]) continue
      const current = await payload.findByID({
        collection: 'forms',
        id: doc.id,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
      })
      await payload.update({
        collection: 'forms',
        id: doc.id,
        locale,
        context: seedContext,
        overrideAccess: true,
        depth: 0,
        data: localized(def, wordsOf(locale), (current.fields ?? []) as Row[]) as never,
      })
      report.updated++
    }
  }
}

export type SeededFormKey =
  | 'newsletter'
  | 'contact'
  | 'trade-qualification'
  | 'trade-enquiry'
  | 'noblige-card'
  | 'event'

/** The ids of the seeded forms (for the pages' blocks). */
export async function seededFormIds(payload: Payload): Promise<Record<SeededFormKey, number>> {
  const ids = {} as Record<SeededFormKey, number>
  for (const def of SEEDED_FORMS) {
    const found = await payload.find({
      collection: 'forms',
      where: { key: { equals: def.key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const id = found.docs[0]?.id
    if (id === undefined) throw new Error(`seed: form "${def.key}" must be seeded first`)
    ids[def.key as SeededFormKey] = id as number
  }
  return ids
}
