import { defineStrings } from '@/i18n/define-strings'

/**
 * Interface texts of the age gate, merged into the site's translator by src/i18n/strings.ts.
 * The title, intro and refusal come from the site options' age gate texts when an editor set
 * them; these are the defaults. `{age}` is the locale's minimum age.
 */
export const ageGateStrings = defineStrings({
  en: {
    'ageGate.title': 'Welcome to Maison Solaine',
    'ageGate.intro': 'Please enter your date of birth to visit this site.',
    'ageGate.legal':
      'You must be of legal drinking age in your country to enter this site. Our cognacs are for adults only. Please enjoy responsibly.',
    'ageGate.dateOfBirth': 'Your date of birth',
    'ageGate.day': 'Day',
    'ageGate.month': 'Month',
    'ageGate.year': 'Year',
    'ageGate.submit': 'Enter',
    'ageGate.errorIncomplete': 'Please choose the day, month and year of your birth.',
    'ageGate.errorUnderAge': 'Sorry, you must be at least {age} years old to visit this site.',
    'ageGate.tryAgain': 'If you made a mistake, correct your date of birth and try again.',
  },
  fr: {
    'ageGate.title': 'Bienvenue à la Maison Solaine',
    'ageGate.intro': 'Veuillez indiquer votre date de naissance pour visiter ce site.',
    'ageGate.legal':
      'Vous devez avoir l’âge légal de consommer de l’alcool dans votre pays pour entrer sur ce site. Nos cognacs sont réservés aux adultes. L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    'ageGate.dateOfBirth': 'Votre date de naissance',
    'ageGate.day': 'Jour',
    'ageGate.month': 'Mois',
    'ageGate.year': 'Année',
    'ageGate.submit': 'Entrer',
    'ageGate.errorIncomplete': 'Veuillez choisir le jour, le mois et l’année de votre naissance.',
    'ageGate.errorUnderAge': 'Désolés, vous devez avoir au moins {age} ans pour visiter ce site.',
    'ageGate.tryAgain': 'Si vous vous êtes trompé, corrigez votre date de naissance et réessayez.',
  },
  es: {
    'ageGate.title': 'Bienvenido a Maison Solaine',
    'ageGate.intro': 'Introduzca su fecha de nacimiento para visitar este sitio.',
    'ageGate.legal':
      'Debe tener la edad legal para beber en su país para entrar en este sitio. Nuestros coñacs son solo para adultos. Disfrute con responsabilidad.',
    'ageGate.dateOfBirth': 'Su fecha de nacimiento',
    'ageGate.day': 'Día',
    'ageGate.month': 'Mes',
    'ageGate.year': 'Año',
    'ageGate.submit': 'Entrar',
    'ageGate.errorIncomplete': 'Elija el día, el mes y el año de su nacimiento.',
    'ageGate.errorUnderAge': 'Lo sentimos, debe tener al menos {age} años para visitar este sitio.',
    'ageGate.tryAgain': 'Si se ha equivocado, corrija su fecha de nacimiento e inténtelo de nuevo.',
  },
  pl: {
    'ageGate.title': 'Witamy w Maison Solaine',
    'ageGate.intro': 'Podaj swoją datę urodzenia, aby odwiedzić tę stronę.',
    'ageGate.legal':
      'Aby wejść na tę stronę, musisz mieć ukończony wiek uprawniający do spożywania alkoholu w swoim kraju. Nasze koniaki są przeznaczone wyłącznie dla osób dorosłych. Pij odpowiedzialnie.',
    'ageGate.dateOfBirth': 'Twoja data urodzenia',
    'ageGate.day': 'Dzień',
    'ageGate.month': 'Miesiąc',
    'ageGate.year': 'Rok',
    'ageGate.submit': 'Wejdź',
    'ageGate.errorIncomplete': 'Wybierz dzień, miesiąc i rok urodzenia.',
    'ageGate.errorUnderAge':
      'Przepraszamy, aby odwiedzić tę stronę, musisz mieć co najmniej {age} lat.',
    'ageGate.tryAgain': 'Jeśli popełniłeś błąd, popraw datę urodzenia i spróbuj ponownie.',
  },
  zh: {
    'ageGate.title': '歡迎來到 Maison Solaine',
    'ageGate.intro': '請輸入您的出生日期以瀏覽本網站。',
    'ageGate.legal':
      '您必須達到所在國家的法定飲酒年齡才能進入本網站。我們的干邑僅供成年人享用。請理性飲酒。',
    'ageGate.dateOfBirth': '您的出生日期',
    'ageGate.day': '日',
    'ageGate.month': '月',
    'ageGate.year': '年',
    'ageGate.submit': '進入',
    'ageGate.errorIncomplete': '請選擇您出生的日、月和年。',
    'ageGate.errorUnderAge': '抱歉，您必須年滿 {age} 歲才能瀏覽本網站。',
    'ageGate.tryAgain': '如果輸入有誤，請更正您的出生日期後再試一次。',
  },
  vi: {
    'ageGate.title': 'Chào mừng đến với Maison Solaine',
    'ageGate.intro': 'Vui lòng nhập ngày sinh của bạn để truy cập trang web này.',
    'ageGate.legal':
      'Bạn phải đủ tuổi uống rượu hợp pháp tại quốc gia của mình để vào trang web này. Rượu cognac của chúng tôi chỉ dành cho người trưởng thành. Hãy thưởng thức có trách nhiệm.',
    'ageGate.dateOfBirth': 'Ngày sinh của bạn',
    'ageGate.day': 'Ngày',
    'ageGate.month': 'Tháng',
    'ageGate.year': 'Năm',
    'ageGate.submit': 'Vào trang',
    'ageGate.errorIncomplete': 'Vui lòng chọn ngày, tháng và năm sinh của bạn.',
    'ageGate.errorUnderAge': 'Rất tiếc, bạn phải từ {age} tuổi trở lên để truy cập trang web này.',
    'ageGate.tryAgain': 'Nếu bạn nhập nhầm, hãy sửa lại ngày sinh và thử lại.',
  },
  ru: {
    'ageGate.title': 'Добро пожаловать в Maison Solaine',
    'ageGate.intro': 'Пожалуйста, укажите дату рождения, чтобы посетить этот сайт.',
    'ageGate.legal':
      'Чтобы войти на этот сайт, вы должны достичь возраста, с которого употребление алкоголя разрешено законом в вашей стране. Наши коньяки предназначены только для взрослых. Наслаждайтесь ответственно.',
    'ageGate.dateOfBirth': 'Ваша дата рождения',
    'ageGate.day': 'День',
    'ageGate.month': 'Месяц',
    'ageGate.year': 'Год',
    'ageGate.submit': 'Войти',
    'ageGate.errorIncomplete': 'Пожалуйста, выберите день, месяц и год рождения.',
    'ageGate.errorUnderAge':
      'К сожалению, чтобы посетить этот сайт, вам должно быть не менее {age} лет.',
    'ageGate.tryAgain': 'Если вы ошиблись, исправьте дату рождения и попробуйте ещё раз.',
  },
})
